-- A sale's money belongs to the hour its payment settled it (orders.paid_at), as on the day's Z: a
-- check opened on one business day and paid on the next counts on the next, so a closed day's report
-- never changes afterwards. Orders themselves (count, revenue, cost) stay by the hour they were made.
-- The paid-sales triggers of 0014 and the monthly ones of 0015 are replaced by the same sums keyed
-- by coalesce(paid_at, created_at), and both rollups are rebuilt from the orders.
DROP TRIGGER IF EXISTS `report_paid_orders_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `report_paid_orders_au`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `report_paid_orders_bd`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `report_monthly_orders_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `report_monthly_orders_au`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `report_monthly_orders_bd`;
--> statement-breakpoint
CREATE TRIGGER `report_paid_orders_ai` AFTER INSERT ON `orders`
WHEN NEW.payment_status = 'paid'
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT NEW.store_id, coalesce(NEW.paid_at, NEW.created_at) - coalesce(NEW.paid_at, NEW.created_at) % 3600000, (NEW.subtotal + NEW.service_fee), NEW.discount WHERE NEW.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_paid_orders_au` AFTER UPDATE OF payment_status, subtotal, service_fee, discount, created_at, paid_at, store_id ON `orders`
WHEN (OLD.payment_status = 'paid' OR NEW.payment_status = 'paid')
  AND (OLD.payment_status IS NOT NEW.payment_status OR OLD.subtotal IS NOT NEW.subtotal OR OLD.service_fee IS NOT NEW.service_fee
    OR OLD.discount IS NOT NEW.discount OR OLD.created_at IS NOT NEW.created_at OR OLD.paid_at IS NOT NEW.paid_at OR OLD.store_id IS NOT NEW.store_id)
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT OLD.store_id, coalesce(OLD.paid_at, OLD.created_at) - coalesce(OLD.paid_at, OLD.created_at) % 3600000, -(OLD.subtotal + OLD.service_fee), -OLD.discount WHERE OLD.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT NEW.store_id, coalesce(NEW.paid_at, NEW.created_at) - coalesce(NEW.paid_at, NEW.created_at) % 3600000, (NEW.subtotal + NEW.service_fee), NEW.discount WHERE NEW.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_paid_orders_bd` BEFORE DELETE ON `orders`
WHEN OLD.payment_status = 'paid'
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT OLD.store_id, coalesce(OLD.paid_at, OLD.created_at) - coalesce(OLD.paid_at, OLD.created_at) % 3600000, -(OLD.subtotal + OLD.service_fee), -OLD.discount WHERE OLD.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_ai` AFTER INSERT ON `orders`
WHEN NEW.status <> 'cancelled' OR NEW.payment_status = 'paid'
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((NEW.created_at + 28800000) / 3600000) % 24, 1, NEW.total, NEW.total_cost, 0, 0
  WHERE NEW.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT NEW.store_id, unixepoch((coalesce(NEW.paid_at, NEW.created_at) + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((coalesce(NEW.paid_at, NEW.created_at) + 28800000) / 3600000) % 24, 0, 0, 0, (NEW.subtotal + NEW.service_fee), NEW.discount
  WHERE NEW.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_au` AFTER UPDATE OF status, payment_status, total, total_cost, subtotal, service_fee, discount, created_at, paid_at, store_id ON `orders`
WHEN (OLD.status <> 'cancelled') IS NOT (NEW.status <> 'cancelled') OR (OLD.payment_status = 'paid') IS NOT (NEW.payment_status = 'paid')
  OR OLD.total IS NOT NEW.total OR OLD.total_cost IS NOT NEW.total_cost OR OLD.subtotal IS NOT NEW.subtotal OR OLD.service_fee IS NOT NEW.service_fee
  OR OLD.discount IS NOT NEW.discount OR OLD.created_at IS NOT NEW.created_at OR OLD.paid_at IS NOT NEW.paid_at OR OLD.store_id IS NOT NEW.store_id
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((OLD.created_at + 28800000) / 3600000) % 24, -1, -OLD.total, -OLD.total_cost, 0, 0
  WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT OLD.store_id, unixepoch((coalesce(OLD.paid_at, OLD.created_at) + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((coalesce(OLD.paid_at, OLD.created_at) + 28800000) / 3600000) % 24, 0, 0, 0, -(OLD.subtotal + OLD.service_fee), -OLD.discount
  WHERE OLD.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT NEW.store_id, unixepoch((NEW.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((NEW.created_at + 28800000) / 3600000) % 24, 1, NEW.total, NEW.total_cost, 0, 0
  WHERE NEW.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT NEW.store_id, unixepoch((coalesce(NEW.paid_at, NEW.created_at) + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((coalesce(NEW.paid_at, NEW.created_at) + 28800000) / 3600000) % 24, 0, 0, 0, (NEW.subtotal + NEW.service_fee), NEW.discount
  WHERE NEW.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_monthly_orders_bd` BEFORE DELETE ON `orders`
WHEN OLD.status <> 'cancelled' OR OLD.payment_status = 'paid'
BEGIN
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT OLD.store_id, unixepoch((OLD.created_at + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((OLD.created_at + 28800000) / 3600000) % 24, -1, -OLD.total, -OLD.total_cost, 0, 0
  WHERE OLD.status <> 'cancelled'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
  SELECT OLD.store_id, unixepoch((coalesce(OLD.paid_at, OLD.created_at) + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((coalesce(OLD.paid_at, OLD.created_at) + 28800000) / 3600000) % 24, 0, 0, 0, -(OLD.subtotal + OLD.service_fee), -OLD.discount
  WHERE OLD.payment_status = 'paid'
  ON CONFLICT (store_id, month_start, taipei_hour) DO UPDATE SET order_count = order_count + excluded.order_count, revenue = revenue + excluded.revenue,
    cost = cost + excluded.cost, gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
DELETE FROM report_paid_sales_hourly;
--> statement-breakpoint
INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
SELECT store_id, coalesce(paid_at, created_at) - coalesce(paid_at, created_at) % 3600000 AS h, sum(subtotal + service_fee), sum(discount)
FROM orders WHERE payment_status = 'paid' GROUP BY store_id, h;
--> statement-breakpoint
DELETE FROM report_sales_monthly;
--> statement-breakpoint
INSERT INTO report_sales_monthly (store_id, month_start, taipei_hour, order_count, revenue, cost, gross, discount)
SELECT store_id, month_start, taipei_hour, sum(order_count), sum(revenue), sum(cost), sum(gross), sum(discount) FROM (
  SELECT store_id, unixepoch((hour_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000 AS month_start, ((hour_start + 28800000) / 3600000) % 24 AS taipei_hour, order_count, revenue, cost, 0 AS gross, 0 AS discount FROM report_sales_hourly
  UNION ALL
  SELECT store_id, unixepoch((hour_start + 28800000) / 1000, 'unixepoch', 'start of month') * 1000 - 28800000, ((hour_start + 28800000) / 3600000) % 24, 0, 0, 0, gross, discount FROM report_paid_sales_hourly
) GROUP BY store_id, month_start, taipei_hour;
