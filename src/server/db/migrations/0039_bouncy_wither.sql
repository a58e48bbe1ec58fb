CREATE TABLE `hq_store_prices` (
	`store_code` text NOT NULL,
	`item_key` text NOT NULL,
	`price` integer NOT NULL,
	`takeout_price` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`store_code`, `item_key`)
);
