CREATE TABLE `einvoice_allowances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`refund_id` integer,
	`number` text NOT NULL,
	`amount` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `einvoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `einvoice_allowances_number_uq` ON `einvoice_allowances` (`number`);--> statement-breakpoint
CREATE INDEX `einvoice_allowances_invoice_idx` ON `einvoice_allowances` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `einvoice_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`type` text NOT NULL,
	`file_name` text NOT NULL,
	`xml` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`written_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `einvoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `einvoice_messages_file_uq` ON `einvoice_messages` (`file_name`);--> statement-breakpoint
CREATE INDEX `einvoice_messages_status_idx` ON `einvoice_messages` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `einvoice_messages_store_idx` ON `einvoice_messages` (`store_id`,`status`);--> statement-breakpoint
CREATE TABLE `einvoice_ranges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`period` text NOT NULL,
	`track` text NOT NULL,
	`start_no` integer NOT NULL,
	`end_no` integer NOT NULL,
	`next_no` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `einvoice_ranges_track_uq` ON `einvoice_ranges` (`period`,`track`,`start_no`);--> statement-breakpoint
CREATE INDEX `einvoice_ranges_store_period_idx` ON `einvoice_ranges` (`store_id`,`period`);--> statement-breakpoint
CREATE TABLE `einvoice_settings` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`mode` text DEFAULT 'off' NOT NULL,
	`seller_id` text,
	`seller_name` text,
	`aes_key` text,
	`printer_id` integer,
	`paper_width` integer DEFAULT 58 NOT NULL,
	`upload_dir` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `einvoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_id` integer,
	`session_id` integer,
	`payment_id` integer NOT NULL,
	`status` text NOT NULL,
	`kind` text NOT NULL,
	`carrier` text,
	`buyer_id` text,
	`donation_code` text,
	`range_id` integer,
	`period` text,
	`number` text,
	`random_code` text NOT NULL,
	`sales_amount` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	`total_amount` integer NOT NULL,
	`items` text NOT NULL,
	`issued_at` integer NOT NULL,
	`voided_at` integer,
	`void_reason` text,
	`allowance_total` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`range_id`) REFERENCES `einvoice_ranges`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `einvoices_number_uq` ON `einvoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `einvoices_payment_uq` ON `einvoices` (`payment_id`);--> statement-breakpoint
CREATE INDEX `einvoices_store_period_idx` ON `einvoices` (`store_id`,`period`);--> statement-breakpoint
CREATE INDEX `einvoices_order_idx` ON `einvoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `einvoices_session_idx` ON `einvoices` (`session_id`);