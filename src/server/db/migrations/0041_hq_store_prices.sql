CREATE TABLE `hq_store_prices` (
	`store_code` text NOT NULL,
	`menu_item_id` integer NOT NULL,
	`price` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`store_code`, `menu_item_id`),
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
