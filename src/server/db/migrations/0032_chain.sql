CREATE TABLE `chain_cursor` (
	`id` integer PRIMARY KEY NOT NULL,
	`published_seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chain_outbox` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_code` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`committed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hq_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`store_code` text NOT NULL,
	`type` text NOT NULL,
	`committed_at` integer NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hq_events_store_committed_idx` ON `hq_events` (`store_code`,`committed_at`);--> statement-breakpoint
CREATE TABLE `hq_payments` (
	`event_id` text PRIMARY KEY NOT NULL,
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`hour` integer NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hq_payments_store_date_idx` ON `hq_payments` (`store_code`,`business_date`);--> statement-breakpoint
CREATE TABLE `hq_sales` (
	`event_id` text NOT NULL,
	`line` integer NOT NULL,
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`hour` integer NOT NULL,
	`item` text,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`event_id`, `line`)
);
--> statement-breakpoint
CREATE INDEX `hq_sales_store_date_idx` ON `hq_sales` (`store_code`,`business_date`);