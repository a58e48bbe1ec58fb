CREATE TABLE `hq_invoices_daily` (
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`action` text NOT NULL,
	`count` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`store_code`, `business_date`, `action`)
);
--> statement-breakpoint
CREATE INDEX `hq_invoices_daily_date_idx` ON `hq_invoices_daily` (`business_date`);--> statement-breakpoint
CREATE TABLE `hq_payments_daily` (
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`count` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`store_code`, `business_date`, `kind`, `method`)
);
--> statement-breakpoint
CREATE INDEX `hq_payments_daily_date_idx` ON `hq_payments_daily` (`business_date`);--> statement-breakpoint
CREATE TABLE `hq_sales_daily` (
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`item` text NOT NULL,
	`lines` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`store_code`, `business_date`, `item`)
);
--> statement-breakpoint
CREATE INDEX `hq_sales_daily_date_idx` ON `hq_sales_daily` (`business_date`);--> statement-breakpoint
CREATE TABLE `hq_sales_hourly` (
	`store_code` text NOT NULL,
	`business_date` text NOT NULL,
	`hour` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`store_code`, `business_date`, `hour`)
);
--> statement-breakpoint
CREATE INDEX `hq_sales_hourly_date_idx` ON `hq_sales_hourly` (`business_date`);--> statement-breakpoint
INSERT INTO hq_sales_daily (store_code, business_date, item, lines, quantity, amount)
SELECT store_code, business_date, coalesce(item, ''), count(*), sum(quantity), sum(amount) FROM hq_sales
GROUP BY store_code, business_date, coalesce(item, '');
--> statement-breakpoint
INSERT INTO hq_sales_hourly (store_code, business_date, hour, quantity, amount)
SELECT store_code, business_date, hour, sum(quantity), sum(amount) FROM hq_sales GROUP BY store_code, business_date, hour;
--> statement-breakpoint
INSERT INTO hq_payments_daily (store_code, business_date, kind, method, count, amount)
SELECT store_code, business_date, kind, method, count(*), sum(amount) FROM hq_payments
GROUP BY store_code, business_date, kind, method;
--> statement-breakpoint
INSERT INTO hq_invoices_daily (store_code, business_date, action, count, amount)
SELECT store_code, business_date, action, count(*), sum(amount) FROM hq_invoices GROUP BY store_code, business_date, action;
