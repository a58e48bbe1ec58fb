DROP INDEX `orders_active_idx`;--> statement-breakpoint
CREATE INDEX `orders_active_idx` ON `orders` (`store_id`,`created_at`) WHERE status = 'pending' OR status = 'confirmed' OR status = 'preparing' OR status = 'ready';--> statement-breakpoint
-- The all-time item totals were kept by triggers on report_item_sales_daily; a trigger on the
-- target of 0001's INSERT ... SELECT makes SQLite stage every such insert in a temporary table,
-- on every order (src/server/modules/orders/hot-path-sql.test.ts). The totals now follow orders
-- and order_items directly, like the daily rollup, and are recounted once from it.
DROP TRIGGER `report_item_sales_total_ai`;
--> statement-breakpoint
DROP TRIGGER `report_item_sales_total_au`;
--> statement-breakpoint
DROP TRIGGER `report_item_sales_total_ad`;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_orders_au` AFTER UPDATE OF status, store_id ON `orders`
WHEN (OLD.status = 'cancelled') IS NOT (NEW.status = 'cancelled') OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT OLD.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT NEW.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, i.quantity
  FROM order_items i WHERE i.order_id = NEW.id AND NEW.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT OLD.store_id, coalesce(CAST(i.menu_item_id AS TEXT), 'name:' || i.name), i.menu_item_id, -i.quantity
  FROM order_items i WHERE i.order_id = OLD.id AND OLD.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_order_items_ai` AFTER INSERT ON `order_items`
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.quantity
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_order_items_au` AFTER UPDATE OF order_id, menu_item_id, name, quantity ON `order_items`
WHEN OLD.order_id IS NOT NEW.order_id OR OLD.menu_item_id IS NOT NEW.menu_item_id OR OLD.name IS NOT NEW.name OR OLD.quantity IS NOT NEW.quantity
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, -OLD.quantity
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(NEW.menu_item_id AS TEXT), 'name:' || NEW.name), NEW.menu_item_id, NEW.quantity
  FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `item_sales_total_order_items_ad` AFTER DELETE ON `order_items`
BEGIN
  INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
  SELECT o.store_id, coalesce(CAST(OLD.menu_item_id AS TEXT), 'name:' || OLD.name), OLD.menu_item_id, -OLD.quantity
  FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'cancelled'
  ON CONFLICT (store_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
DELETE FROM report_item_sales_total;
--> statement-breakpoint
INSERT INTO report_item_sales_total (store_id, item_key, menu_item_id, quantity)
SELECT store_id, item_key, max(menu_item_id), sum(quantity) FROM report_item_sales_daily GROUP BY store_id, item_key;
