CREATE TABLE `report_refunds_monthly` (
	`store_id` integer NOT NULL,
	`month_start` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`partial` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `month_start`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- report_refunds_monthly (schema/reports.ts) equals what reports/repo refunds() sums: refunds joined to
-- their orders, in total and on orders not cancelled, by the refund's Taipei month. Every trigger joins
-- the order as that query does; an order's delete takes its refunds out before the cascade removes
-- them (by then the order is gone, so the refunds' own delete trigger finds nothing to subtract).
CREATE TRIGGER `report_monthly_refunds_ai` AFTER INSERT ON `refunds`
BEGIN
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, NEW.amount, CASE WHEN o.status <> 'cancelled' THEN NEW.amount ELSE 0 END
  FROM orders o WHERE o.id = NEW.order_id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_refunds_au` AFTER UPDATE OF store_id, order_id, amount, created_at ON `refunds`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.order_id IS NOT NEW.order_id OR OLD.amount IS NOT NEW.amount OR OLD.created_at IS NOT NEW.created_at
BEGIN
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, -OLD.amount, CASE WHEN o.status <> 'cancelled' THEN -OLD.amount ELSE 0 END
  FROM orders o WHERE o.id = OLD.order_id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, NEW.amount, CASE WHEN o.status <> 'cancelled' THEN NEW.amount ELSE 0 END
  FROM orders o WHERE o.id = NEW.order_id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_refunds_ad` AFTER DELETE ON `refunds`
BEGIN
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, -OLD.amount, CASE WHEN o.status <> 'cancelled' THEN -OLD.amount ELSE 0 END
  FROM orders o WHERE o.id = OLD.order_id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_refunds_orders_au` AFTER UPDATE OF status ON `orders`
WHEN (OLD.status <> 'cancelled') IS NOT (NEW.status <> 'cancelled')
BEGIN
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT r.store_id, unixepoch((r.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, 0, CASE WHEN NEW.status <> 'cancelled' THEN r.amount ELSE 0 END - CASE WHEN OLD.status <> 'cancelled' THEN r.amount ELSE 0 END
  FROM refunds r WHERE r.order_id = NEW.id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_refunds_orders_bd` BEFORE DELETE ON `orders`
BEGIN
  INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
  SELECT r.store_id, unixepoch((r.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, -r.amount, CASE WHEN OLD.status <> 'cancelled' THEN -r.amount ELSE 0 END
  FROM refunds r WHERE r.order_id = OLD.id
  ON CONFLICT (store_id, month_start) DO UPDATE SET total = total + excluded.total, partial = partial + excluded.partial;
END;
--> statement-breakpoint
INSERT INTO report_refunds_monthly (store_id, month_start, total, partial)
SELECT r.store_id, unixepoch((r.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000 AS month_start, sum(r.amount), sum(CASE WHEN o.status <> 'cancelled' THEN r.amount ELSE 0 END)
FROM refunds r JOIN orders o ON o.id = r.order_id GROUP BY r.store_id, month_start;
