CREATE TABLE `bill_split_parts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`split_id` integer NOT NULL,
	`position` integer NOT NULL,
	`amount` integer NOT NULL,
	`item_ids` text DEFAULT '[]' NOT NULL,
	`payment_id` integer,
	FOREIGN KEY (`split_id`) REFERENCES `bill_splits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bill_split_parts_position_uq` ON `bill_split_parts` (`split_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `bill_split_parts_payment_uq` ON `bill_split_parts` (`payment_id`);--> statement-breakpoint
CREATE TABLE `bill_splits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`session_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bill_splits_session_idx` ON `bill_splits` (`session_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `bill_splits_active_uq` ON `bill_splits` (`session_id`) WHERE status = 'active';