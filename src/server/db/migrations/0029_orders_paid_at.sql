ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
CREATE INDEX `orders_store_paid_idx` ON `orders` (`store_id`,`paid_at`) WHERE paid_at IS NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `paid_at` = coalesce(
  (SELECT max(`created_at`) FROM `payments` WHERE `payments`.`order_id` = `orders`.`id`),
  (SELECT max(`created_at`) FROM `payments` WHERE `payments`.`session_id` = `orders`.`session_id`),
  `created_at`
) WHERE `payment_status` = 'paid';
