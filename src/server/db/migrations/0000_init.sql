CREATE TABLE `auth_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`ip_address` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `subject`, `ip_address`)
);
--> statement-breakpoint
CREATE TABLE `system_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text,
	`pin_hash` text,
	`email` text,
	`first_name` text,
	`last_name` text,
	`role` text DEFAULT 'staff' NOT NULL,
	`skill_level` text DEFAULT 'beginner' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`oidc_subject` text,
	`line_subject` text,
	`current_store_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_uq` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_uq` ON `users` (`oidc_subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_line_uq` ON `users` (`line_subject`);--> statement-breakpoint
CREATE TABLE `store_users` (
	`store_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`store_id`, `user_id`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`address` text,
	`phone` text,
	`status` text DEFAULT 'preparing' NOT NULL,
	`settings` text NOT NULL,
	`receipt_footer` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_code_uq` ON `stores` (`code`);--> statement-breakpoint
CREATE TABLE `dining_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`number` text NOT NULL,
	`seats` integer DEFAULT 4 NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`qr_version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_store_number_uq` ON `dining_tables` (`store_id`,`number`);--> statement-breakpoint
CREATE TABLE `table_combination_tables` (
	`combination_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	PRIMARY KEY(`combination_id`, `table_id`),
	FOREIGN KEY (`combination_id`) REFERENCES `table_combinations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `table_combinations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`configuration_id` integer NOT NULL,
	`name` text NOT NULL,
	`total_seats` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`configuration_id`) REFERENCES `table_configurations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `table_combinations_config_idx` ON `table_combinations` (`configuration_id`);--> statement-breakpoint
CREATE TABLE `table_configurations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `table_configurations_store_idx` ON `table_configurations` (`store_id`);--> statement-breakpoint
CREATE TABLE `table_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	`guest_count` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`opened_by` integer,
	`closed_by` integer,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`opened_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `table_sessions_table_idx` ON `table_sessions` (`table_id`,`status`);--> statement-breakpoint
CREATE INDEX `table_sessions_store_idx` ON `table_sessions` (`store_id`,`status`);--> statement-breakpoint
CREATE TABLE `menu_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_categories_store_idx` ON `menu_categories` (`store_id`);--> statement-breakpoint
CREATE TABLE `menu_item_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`menu_item_id` integer NOT NULL,
	`mime_type` text NOT NULL,
	`data` blob NOT NULL,
	`size_bytes` integer NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_item_images_item_idx` ON `menu_item_images` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`category_id` integer,
	`name` text NOT NULL,
	`description` text,
	`base_price` integer NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`size_options` text DEFAULT '[]' NOT NULL,
	`spice_levels` text DEFAULT '[]' NOT NULL,
	`add_ons` text DEFAULT '[]' NOT NULL,
	`cost_data` text DEFAULT '{}' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `menu_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `menu_items_store_idx` ON `menu_items` (`store_id`,`display_order`);--> statement-breakpoint
CREATE INDEX `menu_items_category_idx` ON `menu_items` (`category_id`);--> statement-breakpoint
CREATE TABLE `recipe_sops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`menu_item_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`estimated_time` integer DEFAULT 0 NOT NULL,
	`difficulty_level` text DEFAULT 'medium' NOT NULL,
	`serving_size` integer DEFAULT 1 NOT NULL,
	`steps` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_sops_item_uq` ON `recipe_sops` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`tier` text DEFAULT 'regular' NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`total_spent` integer DEFAULT 0 NOT NULL,
	`last_visit` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_store_phone_uq` ON `members` (`store_id`,`phone`);--> statement-breakpoint
CREATE INDEX `members_store_created_idx` ON `members` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `inventory_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_categories_store_idx` ON `inventory_categories` (`store_id`);--> statement-breakpoint
CREATE TABLE `inventory_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`category_id` integer,
	`name` text NOT NULL,
	`unit` text NOT NULL,
	`unit_size` text,
	`current_stock_milli` integer DEFAULT 0 NOT NULL,
	`safety_stock_milli` integer DEFAULT 0 NOT NULL,
	`unit_cost` integer DEFAULT 0 NOT NULL,
	`supplier` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `inventory_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `inventory_items_store_idx` ON `inventory_items` (`store_id`);--> statement-breakpoint
CREATE INDEX `inventory_items_category_idx` ON `inventory_items` (`category_id`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`inventory_item_id` integer NOT NULL,
	`delta_milli` integer NOT NULL,
	`reason` text NOT NULL,
	`order_id` integer,
	`user_id` integer,
	`unit_cost` integer DEFAULT 0 NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inventory_item_id`) REFERENCES `inventory_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stock_movements_item_idx` ON `stock_movements` (`inventory_item_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stock_movements_store_time_idx` ON `stock_movements` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stock_movements_order_idx` ON `stock_movements` (`order_id`);--> statement-breakpoint
CREATE TABLE `day_closes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`business_date` text NOT NULL,
	`expected_cash` integer NOT NULL,
	`counted_cash` integer NOT NULL,
	`opening_float` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`closed_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `day_closes_store_date_uq` ON `day_closes` (`store_id`,`business_date`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`store_id` integer NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`store_id`, `key`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`menu_item_id` integer,
	`name` text NOT NULL,
	`category_id` integer,
	`quantity` integer NOT NULL,
	`base_price` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`subtotal` integer NOT NULL,
	`unit_cost` integer DEFAULT 0 NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`notes` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_menu_idx` ON `order_items` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`order_number` text NOT NULL,
	`business_date` text NOT NULL,
	`daily_seq` integer NOT NULL,
	`table_id` integer,
	`session_id` integer,
	`member_id` integer,
	`staff_id` integer,
	`order_type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text,
	`payment_status` text DEFAULT 'unpaid' NOT NULL,
	`subtotal` integer NOT NULL,
	`service_fee` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`total_cost` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`cancel_reason` text,
	`confirmed_at` integer,
	`preparing_at` integer,
	`ready_at` integer,
	`served_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_store_number_uq` ON `orders` (`store_id`,`order_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_store_day_seq_uq` ON `orders` (`store_id`,`business_date`,`daily_seq`);--> statement-breakpoint
CREATE INDEX `orders_store_created_idx` ON `orders` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_store_status_idx` ON `orders` (`store_id`,`status`);--> statement-breakpoint
CREATE INDEX `orders_session_idx` ON `orders` (`session_id`);--> statement-breakpoint
CREATE INDEX `orders_member_idx` ON `orders` (`member_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`session_id` integer,
	`order_id` integer,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`tendered` integer,
	`received_by` integer,
	`client_payment_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`received_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_store_created_idx` ON `payments` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_session_idx` ON `payments` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_store_client_uq` ON `payments` (`store_id`,`client_payment_id`);--> statement-breakpoint
CREATE TABLE `activity_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer,
	`user_id` integer,
	`user_email` text,
	`user_first_name` text,
	`user_last_name` text,
	`username` text,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer,
	`details` text DEFAULT '{}' NOT NULL,
	`ip_address` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_logs_store_time_idx` ON `activity_logs` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_logs_action_idx` ON `activity_logs` (`store_id`,`action`);--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`priority` text DEFAULT 'normal' NOT NULL,
	`target_role` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `announcements_store_idx` ON `announcements` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `handover_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`task` text NOT NULL,
	`description` text,
	`priority` text DEFAULT 'normal' NOT NULL,
	`assigned_to` text,
	`due_date` integer,
	`is_completed` integer DEFAULT false NOT NULL,
	`completed_by` integer,
	`completed_at` integer,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`completed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `handover_items_store_idx` ON `handover_items` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `handover_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`handover_item_id` integer NOT NULL,
	`content` text NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`handover_item_id`) REFERENCES `handover_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `handover_notes_item_idx` ON `handover_notes` (`handover_item_id`);--> statement-breakpoint
CREATE TABLE `mqtt_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`username` text NOT NULL,
	`secret_hash` text NOT NULL,
	`kind` text DEFAULT 'kitchen_display' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mqtt_devices_username_uq` ON `mqtt_devices` (`username`);--> statement-breakpoint
CREATE TABLE `print_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`printer_id` integer NOT NULL,
	`kind` text NOT NULL,
	`order_id` integer,
	`dedupe_key` text NOT NULL,
	`payload` blob NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`done_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_jobs_dedupe_uq` ON `print_jobs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `print_jobs_due_idx` ON `print_jobs` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `print_jobs_store_idx` ON `print_jobs` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `printers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`connection` text NOT NULL,
	`address` text NOT NULL,
	`baud_rate` integer,
	`paper_width` integer DEFAULT 80 NOT NULL,
	`encoding` text DEFAULT 'big5' NOT NULL,
	`category_ids` text DEFAULT '[]' NOT NULL,
	`cut` integer DEFAULT true NOT NULL,
	`beep` integer DEFAULT false NOT NULL,
	`drawer` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `printers_store_idx` ON `printers` (`store_id`);