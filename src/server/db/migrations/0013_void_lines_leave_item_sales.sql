-- A voided line (order_voids) is no longer sold: it leaves the daily item rollup and the all-time
-- item totals when it is voided, in the void's own transaction, and a later cancel, un-cancel or
-- delete of its order no longer takes it out (or puts it back) a second time.
CREATE TRIGGER `item_sales_order_voids_ai` AFTER INSERT ON `order_voids`
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
DROP TRIGGER `report_orders_au_items`;
--> statement-breakpoint
CREATE TRIGGER `report_orders_au_items` AFTER UPDATE OF status, created_at, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT NEW.store_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, i.quantity, i.subtotal
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
DROP TRIGGER `report_orders_bd`;
--> statement-breakpoint
CREATE TRIGGER `report_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_sales_hourly (store_id, hour_start, order_count, revenue, cost)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -1, -OLD.total, -OLD.total_cost WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue, cost = cost + excluded.cost;
  INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
  SELECT OLD.store_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue, name = CASE WHEN excluded.quantity > 0 THEN excluded.name ELSE name END;
END;
--> statement-breakpoint
DROP TRIGGER `item_sales_total_orders_au`;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_orders_au` AFTER UPDATE OF status, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT OLD.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT NEW.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.quantity
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
DROP TRIGGER `item_sales_total_orders_bd`;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT OLD.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled' AND NOT EXISTS (SELECT 1 FROM order_voids v WHERE v.order_item_id = i.id)
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
-- Lines voided before this migration leave the rollups once (cancelled orders already left).
INSERT INTO report_item_sales_daily (store_id, day_start, item_key, menu_item_id, name, quantity, revenue)
SELECT o.store_id, o.created_at - (o.created_at + 28800000) % 86400000, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.name, -i.quantity, -i.subtotal
FROM order_voids v JOIN order_items i ON i.id = v.order_item_id JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled'
ON CONFLICT (store_id, day_start, item_key) DO UPDATE SET quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
--> statement-breakpoint
INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
SELECT o.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
FROM order_voids v JOIN order_items i ON i.id = v.order_item_id JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled'
ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;

