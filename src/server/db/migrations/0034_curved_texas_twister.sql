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
CREATE INDEX `hq_invoices_store_date_idx` ON `hq_invoices` (`store_code`,`business_date`);