CREATE TABLE `menu_item_option_groups` (
	`menu_item_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`menu_item_id`, `group_id`),
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_item_option_groups_group_idx` ON `menu_item_option_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`min_choices` integer DEFAULT 0 NOT NULL,
	`max_choices` integer DEFAULT 1 NOT NULL,
	`default_option` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `option_groups_store_name_uq` ON `option_groups` (`store_id`,`name`);