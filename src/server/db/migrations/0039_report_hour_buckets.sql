-- Reports cut a business day at the store's 換日時間 (say 05:00), not at midnight: the item, payment
-- and stock rollups bucketed by Taipei day could not be cut there, so a day's 熱銷 and 付款方式 read
-- the wrong buckets. They are now bucketed by hour, like the sales rollups, and rebuilt from the rows
-- they sum. Same triggers, same tables (renamed), one bucket per hour instead of per day.
DROP TRIGGER `item_sales_order_voids_ai`;
--> statement-breakpoint
DROP TRIGGER `report_order_items_ad`;
--> statement-breakpoint
DROP TRIGGER `report_order_items_ai`;
--> statement-breakpoint
DROP TRIGGER `report_order_items_au`;
--> statement-breakpoint
DROP TRIGGER `report_orders_au_items`;
--> statement-breakpoint
DROP TRIGGER `report_orders_bd`;
--> statement-breakpoint
DROP TRIGGER `report_payments_ad`;
--> statement-breakpoint
DROP TRIGGER `report_payments_ai`;
--> statement-breakpoint
DROP TRIGGER `report_payments_au`;
--> statement-breakpoint
DROP TRIGGER `report_stock_ad`;
--> statement-breakpoint
DROP TRIGGER `report_stock_ai`;
--> statement-breakpoint
DROP TRIGGER `report_stock_au`;
--> statement-breakpoint
ALTER TABLE `report_item_sales_daily` RENAME TO `report_item_sales_hourly`;
--> statement-breakpoint
ALTER TABLE `report_item_sales_hourly` RENAME COLUMN `day_start` TO `hour_start`;
--> statement-breakpoint
ALTER TABLE `report_payments_daily` RENAME TO `report_payments_hourly`;
--> statement-breakpoint
ALTER TABLE `report_payments_hourly` RENAME COLUMN `day_start` TO `hour_start`;
--> statement-breakpoint
ALTER TABLE `report_stock_daily` RENAME TO `report_stock_hourly`;
--> statement-breakpoint
ALTER TABLE `report_stock_hourly` RENAME COLUMN `day_start` TO `hour_start`;
--> statement-breakpoint
DELETE FROM `report_item_sales_hourly`;
--> statement-breakpoint
INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
SELECT g.store_id, g.hour_start, g.item_key, g.menu_item_id, (SELECT name FROM order_items WHERE id = g.last_id), g.quantity, g.revenue
FROM (
  SELECT o.store_id, o.created_at - o.created_at % 3600000 AS hour_start, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name) AS item_key,
    max(i.menu_item_id) AS menu_item_id, max(i.id) AS last_id, sum(i.quantity) AS quantity, sum(i.subtotal) AS revenue
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  GROUP BY 1, 2, 3
) g;
--> statement-breakpoint
DELETE FROM `report_payments_hourly`;
--> statement-breakpoint
INSERT INTO report_payments_hourly (store_id, hour_start, method, payment_count, amount)
SELECT store_id, created_at - created_at % 3600000, method, count(*), sum(amount)
FROM payments GROUP BY store_id, created_at - created_at % 3600000, method;
--> statement-breakpoint
DELETE FROM `report_stock_hourly`;
--> statement-breakpoint
INSERT INTO report_stock_hourly (store_id, inventory_item_id, hour_start, net_milli, consumed_milli)
SELECT max(store_id), inventory_item_id, created_at - created_at % 3600000, sum(delta_milli),
  sum(CASE WHEN (reason = 'order' OR reason = 'order_cancel' OR reason = 'waste') THEN -delta_milli ELSE 0 END)
FROM stock_movements GROUP BY inventory_item_id, created_at - created_at % 3600000;
--> statement-breakpoint
CREATE TRIGGER `item_sales_order_voids_ai` AFTER INSERT ON `order_voids`
BEGIN
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - o.created_at % 3600000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_ad` AFTER DELETE ON `order_items`
BEGIN
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - o.created_at % 3600000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, OLD.name, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_ai` AFTER INSERT ON `order_items`
BEGIN
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - o.created_at % 3600000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.name, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_order_items_au` AFTER UPDATE OF order_id, menu_item_id, name, quantity, subtotal ON `order_items`
WHEN OLD.order_id IS NOT NEW.order_id OR OLD.menu_item_id IS NOT NEW.menu_item_id OR OLD.name IS NOT NEW.name OR OLD.quantity IS NOT NEW.quantity OR OLD.subtotal IS NOT NEW.subtotal
BEGIN
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - o.created_at % 3600000, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, OLD.name, -OLD.quantity, -OLD.subtotal
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - o.created_at % 3600000, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.name, NEW.quantity, NEW.subtotal
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_orders_au_items` AFTER UPDATE OF status, created_at, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT NEW.store_id, NEW.created_at - NEW.created_at % 3600000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, i.quantity, i.subtotal
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -1, -OLD.total, -OLD.total_cost WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
  INSERT INTO report_item_sales_hourly (store_id, hour_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, hour_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_ad` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO report_payments_hourly (store_id, hour_start, method, payment_count, amount)
  VALUES (OLD.store_id, OLD.created_at - OLD.created_at % 3600000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, hour_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_ai` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO report_payments_hourly (store_id, hour_start, method, payment_count, amount)
  VALUES (NEW.store_id, NEW.created_at - NEW.created_at % 3600000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, hour_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_payments_au` AFTER UPDATE OF store_id, method, amount, created_at ON `payments`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.method IS NOT NEW.method OR OLD.amount IS NOT NEW.amount OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_payments_hourly (store_id, hour_start, method, payment_count, amount)
  VALUES (OLD.store_id, OLD.created_at - OLD.created_at % 3600000, OLD.method, -1, -OLD.amount)
  ON CONFLICT (store_id, hour_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
  INSERT INTO report_payments_hourly (store_id, hour_start, method, payment_count, amount)
  VALUES (NEW.store_id, NEW.created_at - NEW.created_at % 3600000, NEW.method, 1, NEW.amount)
  ON CONFLICT (store_id, hour_start, method) DO UPDATE SET payment_count = payment_count + excluded.payment_count, amount = amount + excluded.amount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ad` AFTER DELETE ON `stock_movements`
BEGIN
  INSERT INTO report_stock_hourly (store_id, inventory_item_id, hour_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - OLD.created_at % 3600000, -OLD.delta_milli,
    -CASE WHEN (OLD.reason = 'order' OR OLD.reason = 'order_cancel' OR OLD.reason = 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, hour_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ai` AFTER INSERT ON `stock_movements`
BEGIN
  INSERT INTO report_stock_hourly (store_id, inventory_item_id, hour_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - NEW.created_at % 3600000, NEW.delta_milli,
    CASE WHEN (NEW.reason = 'order' OR NEW.reason = 'order_cancel' OR NEW.reason = 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, hour_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_au` AFTER UPDATE OF store_id, inventory_item_id, delta_milli, reason, created_at ON `stock_movements`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.inventory_item_id IS NOT NEW.inventory_item_id OR OLD.delta_milli IS NOT NEW.delta_milli OR OLD.reason IS NOT NEW.reason OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_stock_hourly (store_id, inventory_item_id, hour_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - OLD.created_at % 3600000, -OLD.delta_milli,
    -CASE WHEN (OLD.reason = 'order' OR OLD.reason = 'order_cancel' OR OLD.reason = 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, hour_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
  INSERT INTO report_stock_hourly (store_id, inventory_item_id, hour_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - NEW.created_at % 3600000, NEW.delta_milli,
    CASE WHEN (NEW.reason = 'order' OR NEW.reason = 'order_cancel' OR NEW.reason = 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, hour_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
