ALTER TABLE `printers` ADD `flow_control` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `printers` ADD `model` text DEFAULT 'generic' NOT NULL;