ALTER TABLE `day_closes` ADD `snapshot` text;--> statement-breakpoint
CREATE INDEX `einvoices_store_status_idx` ON `einvoices` (`store_id`,`status`);