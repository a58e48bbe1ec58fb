ALTER TABLE `users` ADD `is_owner` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Existing installations: the oldest manager (the first account) becomes the owner; an active one
-- first, so a disabled first account does not leave the installation without a working owner.
UPDATE `users` SET `is_owner` = 1 WHERE `id` = (SELECT `id` FROM `users` WHERE `role` = 'manager' ORDER BY `is_active` DESC, `id` LIMIT 1);
