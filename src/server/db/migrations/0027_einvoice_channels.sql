CREATE TABLE `einvoice_channels` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`channel` text DEFAULT 'turnkey' NOT NULL,
	`app_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
