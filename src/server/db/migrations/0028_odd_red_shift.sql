ALTER TABLE `menu_categories` ADD `hours` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `hours` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `channel_prices` text DEFAULT '{}' NOT NULL;