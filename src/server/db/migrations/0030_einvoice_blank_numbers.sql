PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_einvoice_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`invoice_id` integer,
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
INSERT INTO `__new_einvoice_messages`("id", "store_id", "invoice_id", "type", "file_name", "xml", "status", "attempts", "last_error", "written_at", "created_at") SELECT "id", "store_id", "invoice_id", "type", "file_name", "xml", "status", "attempts", "last_error", "written_at", "created_at" FROM `einvoice_messages`;--> statement-breakpoint
DROP TABLE `einvoice_messages`;--> statement-breakpoint
ALTER TABLE `__new_einvoice_messages` RENAME TO `einvoice_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `einvoice_messages_file_uq` ON `einvoice_messages` (`file_name`);--> statement-breakpoint
CREATE INDEX `einvoice_messages_status_idx` ON `einvoice_messages` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `einvoice_messages_store_idx` ON `einvoice_messages` (`store_id`,`status`);--> statement-breakpoint
ALTER TABLE `einvoices` ADD `buyer_name` text;