CREATE TABLE `hq_day_closes` (
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`event_id` text NOT NULL,
	`closed_at` integer NOT NULL,
	`order_count` integer NOT NULL,
	`gross_sales` integer NOT NULL,
	`discounts` integer NOT NULL,
	`net_sales` integer NOT NULL,
	`payments` integer NOT NULL,
	`refunds` integer NOT NULL,
	`expected_cash` integer NOT NULL,
	`counted_cash` integer NOT NULL,
	PRIMARY KEY(`store_code`, `business_date`)
);
--> statement-breakpoint
CREATE TABLE `hq_invoices` (
	`event_id` text NOT NULL,
	`line` integer NOT NULL,
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`action` text NOT NULL,
	`number` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`event_id`, `line`)
);
--> statement-breakpoint
CREATE INDEX `hq_invoices_store_date_idx` ON `hq_invoices` (`store_code`,`business_date`);--> statement-breakpoint
CREATE TABLE `hq_stock` (
	`event_id` text PRIMARY KEY NOT NULL,
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`item` text NOT NULL,
	`unit` text NOT NULL,
	`reason` text NOT NULL,
	`delta_milli` integer NOT NULL,
	`stock_milli` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hq_stock_store_date_idx` ON `hq_stock` (`store_code`,`business_date`);--> statement-breakpoint
CREATE TABLE `hq_store_health` (
	`store_code` text PRIMARY KEY NOT NULL,
	`reported_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`printer_alerts` text NOT NULL,
	`invoices_waiting` integer NOT NULL,
	`numbers_left` integer NOT NULL,
	`last_backup_at` integer,
	`version` text NOT NULL
);
