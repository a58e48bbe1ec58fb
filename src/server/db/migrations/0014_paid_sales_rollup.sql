CREATE TABLE `report_paid_sales_hourly` (
	`store_id` integer NOT NULL,
	`hour_start` integer NOT NULL,
	`gross` integer DEFAULT 0 NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `hour_start`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Triggers keep report_paid_sales_hourly equal to a sum over orders with payment_status 'paid'
-- (what adjustments/repo paidSales scans), inside each write's own transaction.
CREATE TRIGGER `report_paid_orders_ai` AFTER INSERT ON `orders`
WHEN NEW.payment_status = 'paid'
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  VALUES (NEW.store_id, NEW.created_at - NEW.created_at % 3600000, NEW.subtotal + NEW.service_fee, NEW.discount)
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_paid_orders_au` AFTER UPDATE OF payment_status, subtotal, service_fee, discount, created_at, store_id ON `orders`
WHEN (OLD.payment_status = 'paid' OR NEW.payment_status = 'paid')
  AND (OLD.payment_status IS NOT NEW.payment_status OR OLD.subtotal IS NOT NEW.subtotal OR OLD.service_fee IS NOT NEW.service_fee
    OR OLD.discount IS NOT NEW.discount OR OLD.created_at IS NOT NEW.created_at OR OLD.store_id IS NOT NEW.store_id)
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -(OLD.subtotal + OLD.service_fee), -OLD.discount WHERE OLD.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  SELECT NEW.store_id, NEW.created_at - NEW.created_at % 3600000, NEW.subtotal + NEW.service_fee, NEW.discount WHERE NEW.payment_status = 'paid'
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
CREATE TRIGGER `report_paid_orders_bd` BEFORE DELETE ON `orders`
WHEN OLD.payment_status = 'paid'
BEGIN
  INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
  VALUES (OLD.store_id, OLD.created_at - OLD.created_at % 3600000, -(OLD.subtotal + OLD.service_fee), -OLD.discount)
  ON CONFLICT (store_id, hour_start) DO UPDATE SET gross = gross + excluded.gross, discount = discount + excluded.discount;
END;
--> statement-breakpoint
INSERT INTO report_paid_sales_hourly (store_id, hour_start, gross, discount)
SELECT store_id, created_at - created_at % 3600000 AS h, sum(subtotal + service_fee), sum(discount)
FROM orders WHERE payment_status = 'paid' GROUP BY store_id, h;
