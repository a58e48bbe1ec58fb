CREATE TABLE `report_item_sales_daily` (
	`store_id` integer NOT NULL,
	`day_start` integer NOT NULL,
	`item_key` text NOT NULL,
	`menu_item_id` integer,
	`name` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `day_start`, `item_key`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_payments_daily` (
	`store_id` integer NOT NULL,
	`day_start` integer NOT NULL,
	`method` text NOT NULL,
	`payment_count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `day_start`, `method`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_sales_hourly` (
	`store_id` integer NOT NULL,
	`hour_start` integer NOT NULL,
	`order_count` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`cost` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `hour_start`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_stock_daily` (
	`store_id` integer NOT NULL,
	`inventory_item_id` integer NOT NULL,
	`day_start` integer NOT NULL,
	`net_milli` integer DEFAULT 0 NOT NULL,
	`consumed_milli` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`inventory_item_id`, `day_start`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Rollups for reports (see schema/reports.ts). Hand-written from here: triggers, then backfill.
CREATE TRIGGER `report_orders_ai` AFTER INSERT ON `orders`
BEGIN
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT NEW.store_id, NEW.created_at - NEW.created_at % 3600000, 1, NEW.total, NEW.total_cost WHERE NEW.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `report_orders_au_sales` AFTER UPDATE OF status, total, total_cost, created_at, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.total IS NOT NEW.total OR OLD.total_cost IS NOT NEW.total_cost OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -1, -OLD.total, -OLD.total_cost WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT NEW.store_id, NEW.created_at - NEW.created_at % 3600000, 1, NEW.total, NEW.total_cost WHERE NEW.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `report_orders_au_items` AFTER UPDATE OF status, created_at, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT NEW.store_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, i.quantity, i.subtotal
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -1, -OLD.total, -OLD.total_cost WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_ai` AFTER INSERT ON `order_items`
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.name, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_au` AFTER UPDATE OF order_id, menu_item_id, name, quantity, subtotal ON `order_items`
WHEN OLD.order_id IS NOT NEW.order_id OR OLD.menu_item_id IS NOT NEW.menu_item_id OR OLD.name IS NOT NEW.name OR OLD.quantity IS NOT NEW.quantity OR OLD.subtotal IS NOT NEW.subtotal
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, OLD.name, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.name, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_ad` AFTER DELETE ON `order_items`
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, OLD.name, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_ai` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO report_payments_daily (store_id, day_start, method, payment_count, amount)
  VALUES (NEW.store_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, day_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_au` AFTER UPDATE OF store_id, method, amount, created_at ON `payments`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.method IS NOT NEW.method OR OLD.amount IS NOT NEW.amount OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_payments_daily (store_id, day_start, method, payment_count, amount)
  VALUES (OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, day_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
  INSERT INTO report_payments_daily (store_id, day_start, method, payment_count, amount)
  VALUES (NEW.store_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, day_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_ad` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO report_payments_daily (store_id, day_start, method, payment_count, amount)
  VALUES (OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, day_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ai` AFTER INSERT ON `stock_movements`
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.delta_milli,
    CASE WHEN NEW.reason IN ('order', 'order_cancel', 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_au` AFTER UPDATE OF store_id, inventory_item_id, delta_milli, reason, created_at ON `stock_movements`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.inventory_item_id IS NOT NEW.inventory_item_id OR OLD.delta_milli IS NOT NEW.delta_milli OR OLD.reason IS NOT NEW.reason OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, -OLD.delta_milli,
    -CASE WHEN OLD.reason IN ('order', 'order_cancel', 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.delta_milli,
    CASE WHEN NEW.reason IN ('order', 'order_cancel', 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ad` AFTER DELETE ON `stock_movements`
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, -OLD.delta_milli,
    -CASE WHEN OLD.reason IN ('order', 'order_cancel', 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
SELECT store_id, created_at - created_at % 3600000 AS h, count(*), sum(total), sum(total_cost)
FROM orders WHERE status <> 'cancelled' GROUP BY store_id, h;
--> statement-breakpoint
INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000 AS d, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name) AS k, i.menu_item_id, max(i.name), sum(i.quantity), sum(i.subtotal)
FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' GROUP BY o.store_id, d, k;
--> statement-breakpoint
INSERT INTO report_payments_daily (store_id, day_start, method, payment_count, amount)
SELECT store_id, created_at - (created_at + 28800000) % 86400000 AS d, method, count(*), sum(amount) FROM payments GROUP BY store_id, d, method;
--> statement-breakpoint
INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
SELECT store_id, inventory_item_id, created_at - (created_at + 28800000) % 86400000 AS d, sum(delta_milli), sum(CASE WHEN reason IN ('order', 'order_cancel', 'waste') THEN -delta_milli ELSE 0 END)
FROM stock_movements GROUP BY inventory_item_id, d;
