CREATE TABLE `hq_price_tiers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hq_price_tiers_name_unique` ON `hq_price_tiers` (`name`);--> statement-breakpoint
CREATE TABLE `hq_tier_prices` (
	`tier_id` integer NOT NULL,
	`menu_item_id` integer NOT NULL,
	`price` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tier_id`, `menu_item_id`),
	FOREIGN KEY (`tier_id`) REFERENCES `hq_price_tiers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `hq_stores` ADD `price_tier_id` integer REFERENCES hq_price_tiers(id) ON DELETE SET NULL;