CREATE TABLE `menu_chain_applied` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`applied_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chain_menu_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`document` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hq_menu_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`document` text NOT NULL,
	`items` integer NOT NULL,
	`published_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
ALTER TABLE `menu_categories` ADD `chain_key` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `chain_key` text;--> statement-breakpoint
ALTER TABLE `option_groups` ADD `chain_key` text;