CREATE TABLE `menu_item_portions` (
	`menu_item_id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`remaining` integer NOT NULL,
	`business_date` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
