-- The stock rollup triggers without `reason IN (...)`: in a trigger SQLite builds an ephemeral table
-- for such a list on every row, and under bun:sqlite each one leaves about 100 KB of native memory
-- until a garbage collection. Same figures, plain comparisons.
DROP TRIGGER `report_stock_ai`;
--> statement-breakpoint
DROP TRIGGER `report_stock_au`;
--> statement-breakpoint
DROP TRIGGER `report_stock_ad`;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ai` AFTER INSERT ON `stock_movements`
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.delta_milli,
    CASE WHEN (NEW.reason = 'order' OR NEW.reason = 'order_cancel' OR NEW.reason = 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_au` AFTER UPDATE OF store_id, inventory_item_id, delta_milli, reason, created_at ON `stock_movements`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.inventory_item_id IS NOT NEW.inventory_item_id OR OLD.delta_milli IS NOT NEW.delta_milli OR OLD.reason IS NOT NEW.reason OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, -OLD.delta_milli,
    -CASE WHEN (OLD.reason = 'order' OR OLD.reason = 'order_cancel' OR OLD.reason = 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (NEW.store_id, NEW.inventory_item_id, NEW.created_at - (NEW.created_at + 28800000) % 86400000, NEW.delta_milli,
    CASE WHEN (NEW.reason = 'order' OR NEW.reason = 'order_cancel' OR NEW.reason = 'waste') THEN -NEW.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
--> statement-breakpoint
CREATE TRIGGER `report_stock_ad` AFTER DELETE ON `stock_movements`
BEGIN
  INSERT INTO report_stock_daily (store_id, inventory_item_id, day_start, net_milli, consumed_milli)
  VALUES (OLD.store_id, OLD.inventory_item_id, OLD.created_at - (OLD.created_at + 28800000) % 86400000, -OLD.delta_milli,
    -CASE WHEN (OLD.reason = 'order' OR OLD.reason = 'order_cancel' OR OLD.reason = 'waste') THEN -OLD.delta_milli ELSE 0 END)
  ON CONFLICT (inventory_item_id, day_start) DO UPDATE SET net_milli = net_milli + excluded.net_milli, consumed_milli = consumed_milli + excluded.consumed_milli;
END;
