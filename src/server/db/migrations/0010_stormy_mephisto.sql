CREATE TABLE `order_discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`order_item_id` integer,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_by` integer,
	`approved_by` integer,
	`client_discount_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_discounts_order_idx` ON `order_discounts` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_discounts_store_client_uq` ON `order_discounts` (`store_id`,`client_discount_id`);--> statement-breakpoint
CREATE TABLE `order_voids` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`voided_by` integer,
	`client_void_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_voids_order_idx` ON `order_voids` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_voids_item_uq` ON `order_voids` (`order_item_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_voids_store_client_uq` ON `order_voids` (`store_id`,`client_void_id`);--> statement-breakpoint
CREATE TABLE `refund_lines` (
	`refund_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`refund_id`, `order_item_id`),
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refund_lines_item_idx` ON `refund_lines` (`order_item_id`);