CREATE TABLE `cash_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`shift_id` integer NOT NULL,
	`reason` text NOT NULL,
	`amount` integer NOT NULL,
	`note` text,
	`client_movement_id` text,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cash_movements_shift_idx` ON `cash_movements` (`shift_id`);--> statement-breakpoint
CREATE INDEX `cash_movements_store_created_idx` ON `cash_movements` (`store_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `cash_movements_store_client_uq` ON `cash_movements` (`store_id`,`client_movement_id`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`cashier_id` integer NOT NULL,
	`opening_float` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`closed_at` integer,
	`expected_cash` integer,
	`counted_cash` integer,
	`notes` text,
	`closed_by` integer,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cashier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shifts_one_open_uq` ON `shifts` (`store_id`,`cashier_id`) WHERE closed_at IS NULL;--> statement-breakpoint
CREATE INDEX `shifts_store_opened_idx` ON `shifts` (`store_id`,`opened_at`);