CREATE TABLE `activity_log_counts` (
	`store_key` integer NOT NULL,
	`action` text NOT NULL,
	`user_key` integer NOT NULL,
	`entries` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_key`, `action`, `user_key`)
);
--> statement-breakpoint
CREATE TABLE `report_item_sales_total` (
	`store_id` integer NOT NULL,
	`item_key` text NOT NULL,
	`menu_item_id` integer,
	`quantity` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `item_key`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `activity_logs_action_idx`;--> statement-breakpoint
CREATE INDEX `activity_logs_action_idx` ON `activity_logs` (`store_id`,`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_active_idx` ON `orders` (`store_id`,`created_at`) WHERE status IN ('pending', 'confirmed', 'preparing', 'ready');--> statement-breakpoint
CREATE TRIGGER `report_item_sales_total_ai` AFTER INSERT ON `report_item_sales_daily`
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity) VALUES (NEW.store_id, NEW.item_key, NEW.menu_item_id, NEW.quantity)
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `report_item_sales_total_au` AFTER UPDATE ON `report_item_sales_daily`
BEGIN
  UPDATE report_item_sales_total SET quantity = quantity - OLD.quantity WHERE store_id = OLD.store_id AND item_key = OLD.item_key;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity) VALUES (NEW.store_id, NEW.item_key, NEW.menu_item_id, NEW.quantity)
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `report_item_sales_total_ad` AFTER DELETE ON `report_item_sales_daily`
BEGIN
  UPDATE report_item_sales_total SET quantity = quantity - OLD.quantity WHERE store_id = OLD.store_id AND item_key = OLD.item_key;
END;
--> statement-breakpoint
INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
SELECT store_id, item_key, max(menu_item_id), sum(quantity) FROM report_item_sales_daily GROUP BY store_id, item_key;
--> statement-breakpoint
CREATE TRIGGER `activity_log_counts_ai` AFTER INSERT ON `activity_logs`
BEGIN
  INSERT INTO activity_log_counts (store_key, action, user_key, entries) VALUES (coalesce(NEW.store_id, 0), NEW.action, coalesce(NEW.user_id, 0), 1)
  ON CONFLICT (store_key, action, user_key) DO UPDATE SET entries = entries + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_log_counts_au` AFTER UPDATE OF store_id, action, user_id ON `activity_logs`
BEGIN
  UPDATE activity_log_counts SET entries = entries - 1 WHERE store_key = coalesce(OLD.store_id, 0) AND action = OLD.action AND user_key = coalesce(OLD.user_id, 0);
  INSERT INTO activity_log_counts (store_key, action, user_key, entries) VALUES (coalesce(NEW.store_id, 0), NEW.action, coalesce(NEW.user_id, 0), 1)
  ON CONFLICT (store_key, action, user_key) DO UPDATE SET entries = entries + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_log_counts_ad` AFTER DELETE ON `activity_logs`
BEGIN
  UPDATE activity_log_counts SET entries = entries - 1 WHERE store_key = coalesce(OLD.store_id, 0) AND action = OLD.action AND user_key = coalesce(OLD.user_id, 0);
END;
--> statement-breakpoint
INSERT INTO activity_log_counts (store_key, action, user_key, entries)
SELECT coalesce(store_id, 0), action, coalesce(user_id, 0), count(*) FROM activity_logs GROUP BY 1, 2, 3;
