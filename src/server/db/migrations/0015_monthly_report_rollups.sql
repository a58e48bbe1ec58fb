CREATE TABLE `report_item_sales_monthly` (
	`store_id` integer NOT NULL,
	`month_start` integer NOT NULL,
	`item_key` text NOT NULL,
	`menu_item_id` integer,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `month_start`, `item_key`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_payments_monthly` (
	`store_id` integer NOT NULL,
	`month_start` integer NOT NULL,
	`method` text NOT NULL,
	`payment_count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `month_start`, `method`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_sales_monthly` (
	`store_id` integer NOT NULL,
	`month_start` integer NOT NULL,
	`taipei_hour` integer NOT NULL,
	`order_count` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`cost` integer DEFAULT 0 NOT NULL,
	`gross` integer DEFAULT 0 NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `month_start`, `taipei_hour`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Monthly rollups (schema/reports.ts): a month, quarter or year report reads at most a few hundred
-- rows of these instead of a year of hourly and daily rows. Each mirrors the finer rollup beside it
-- (report_sales_hourly with report_paid_sales_hourly, report_item_sales_daily, report_payments_daily)
-- statement for statement, inside each write's own transaction; months are Taipei calendar months
-- (epoch ms of the Taipei midnight starting them), hours Taipei clock hours 0-23. The backfill at the
-- end sums the finer rollups, so each month starts as exactly the sum of its hours and days.
CREATE TRIGGER `report_monthly_orders_ai` AFTER INSERT ON `orders`
WHEN NEW.status <> 'cancelled' OR NEW.payment_status = 'paid'
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  VALUES (NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((NEW.created_at + 28800000) / 3600000) % 24,
    CASE WHEN NEW.status <> 'cancelled' THEN 1 ELSE 0 END, CASE WHEN NEW.status <> 'cancelled' THEN NEW.total ELSE 0 END, CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_cost ELSE 0 END,
    CASE WHEN NEW.payment_status = 'paid' THEN (NEW.subtotal + NEW.service_fee) ELSE 0 END, CASE WHEN NEW.payment_status = 'paid' THEN NEW.discount ELSE 0 END)
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_au` AFTER UPDATE OF status, payment_status, total, total_cost, subtotal, service_fee, discount, created_at, store_id ON `orders`
WHEN (OLD.status <> 'cancelled') IS NOT (NEW.status <> 'cancelled') OR (OLD.payment_status = 'paid') IS NOT (NEW.payment_status = 'paid')
  OR OLD.total IS NOT NEW.total OR OLD.total_cost IS NOT NEW.total_cost OR OLD.subtotal IS NOT NEW.subtotal OR OLD.service_fee IS NOT NEW.service_fee
  OR OLD.discount IS NOT NEW.discount OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((OLD.created_at + 28800000) / 3600000) % 24,
    CASE WHEN OLD.status <> 'cancelled' THEN -1 ELSE 0 END, CASE WHEN OLD.status <> 'cancelled' THEN -OLD.total ELSE 0 END, CASE WHEN OLD.status <> 'cancelled' THEN -OLD.total_cost ELSE 0 END,
    CASE WHEN OLD.payment_status = 'paid' THEN -(OLD.subtotal + OLD.service_fee) ELSE 0 END, CASE WHEN OLD.payment_status = 'paid' THEN -OLD.discount ELSE 0 END
  WHERE OLD.status <> 'cancelled' OR OLD.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((NEW.created_at + 28800000) / 3600000) % 24,
    CASE WHEN NEW.status <> 'cancelled' THEN 1 ELSE 0 END, CASE WHEN NEW.status <> 'cancelled' THEN NEW.total ELSE 0 END, CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_cost ELSE 0 END,
    CASE WHEN NEW.payment_status = 'paid' THEN (NEW.subtotal + NEW.service_fee) ELSE 0 END, CASE WHEN NEW.payment_status = 'paid' THEN NEW.discount ELSE 0 END
  WHERE NEW.status <> 'cancelled' OR NEW.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_bd` BEFORE DELETE ON `orders`
WHEN OLD.status <> 'cancelled' OR OLD.payment_status = 'paid'
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  VALUES (OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((OLD.created_at + 28800000) / 3600000) % 24,
    CASE WHEN OLD.status <> 'cancelled' THEN -1 ELSE 0 END, CASE WHEN OLD.status <> 'cancelled' THEN -OLD.total ELSE 0 END, CASE WHEN OLD.status <> 'cancelled' THEN -OLD.total_cost ELSE 0 END,
    CASE WHEN OLD.payment_status = 'paid' THEN -(OLD.subtotal + OLD.service_fee) ELSE 0 END, CASE WHEN OLD.payment_status = 'paid' THEN -OLD.discount ELSE 0 END)
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_au_items` AFTER UPDATE OF status, created_at, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.quantity, i.subtotal
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_bd_items` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_order_items_ai` AFTER INSERT ON `order_items`
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT o.store_id, unixepoch((o.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_order_items_au` AFTER UPDATE OF order_id, menu_item_id, name, quantity, subtotal ON `order_items`
WHEN OLD.order_id IS NOT NEW.order_id OR OLD.menu_item_id IS NOT NEW.menu_item_id OR OLD.name IS NOT NEW.name OR OLD.quantity IS NOT NEW.quantity OR OLD.subtotal IS NOT NEW.subtotal
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT o.store_id, unixepoch((o.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT o.store_id, unixepoch((o.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_order_items_ad` AFTER DELETE ON `order_items`
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT o.store_id, unixepoch((o.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_order_voids_ai` AFTER INSERT ON `order_voids`
BEGIN
  INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
  SELECT o.store_id, unixepoch((o.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity, -i.subtotal
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_payments_ai` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO report_payments_monthly (store_id, month_start, method, payment_count, amount)
  VALUES (NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, month_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_payments_au` AFTER UPDATE OF store_id, method, amount, created_at ON `payments`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.method IS NOT NEW.method OR OLD.amount IS NOT NEW.amount OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_payments_monthly (store_id, month_start, method, payment_count, amount)
  VALUES (OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, month_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
  INSERT INTO report_payments_monthly (store_id, month_start, method, payment_count, amount)
  VALUES (NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, month_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_payments_ad` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO report_payments_monthly (store_id, month_start, method, payment_count, amount)
  VALUES (OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, month_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
SELECT store_id, month_start, taipei_hour, sum(order_count), sum(revenue), sum(cost), sum(gross), sum(discount) FROM (
  SELECT store_id, unixepoch((hour_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000 AS month_start, ((hour_start + 28800000) / 3600000) % 24 AS taipei_hour, order_count, revenue, cost, 0 AS gross, 0 AS discount FROM report_sales_hourly
  UNION ALL
  SELECT store_id, unixepoch((hour_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((hour_start + 28800000) / 3600000) % 24, 0, 0, 0, gross, discount FROM report_paid_sales_hourly
) GROUP BY store_id, month_start, taipei_hour;
--> statement-breakpoint
INSERT INTO report_item_sales_monthly (store_id, month_start, item_key, menu_item_id, quantity, revenue)
SELECT store_id, unixepoch((day_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000 AS month_start, item_key, menu_item_id, sum(quantity), sum(revenue) FROM report_item_sales_daily GROUP BY store_id, month_start, item_key;
--> statement-breakpoint
INSERT INTO report_payments_monthly (store_id, month_start, method, payment_count, amount)
SELECT store_id, unixepoch((day_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000 AS month_start, method, sum(payment_count), sum(amount) FROM report_payments_daily GROUP BY store_id, month_start, method;
