DROP INDEX `einvoices_payment_uq`;--> statement-breakpoint
ALTER TABLE `einvoices` ADD `replaces_id` integer REFERENCES einvoices(id);--> statement-breakpoint
ALTER TABLE `einvoices` ADD `refund_id` integer REFERENCES refunds(id);--> statement-breakpoint
CREATE INDEX `einvoices_refund_idx` ON `einvoices` (`refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `einvoices_payment_uq` ON `einvoices` (`payment_id`) WHERE replaces_id IS NULL;--> statement-breakpoint
ALTER TABLE `einvoice_allowances` ADD `items` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `einvoice_allowances` ADD `voided_at` integer;--> statement-breakpoint
ALTER TABLE `einvoice_allowances` ADD `void_reason` text;--> statement-breakpoint
CREATE INDEX `einvoice_allowances_refund_idx` ON `einvoice_allowances` (`refund_id`);