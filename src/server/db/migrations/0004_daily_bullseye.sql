ALTER TABLE `users` ADD `is_owner` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Existing installations: the oldest manager (the first account) becomes the owner.
UPDATE `users` SET `is_owner` = 1 WHERE `id` = (SELECT MIN(`id`) FROM `users` WHERE `role` = 'manager');
