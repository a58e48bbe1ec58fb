DROP INDEX `hq_stock_store_date_idx`;--> statement-breakpoint
CREATE INDEX `hq_stock_date_idx` ON `hq_stock` (`business_date`);