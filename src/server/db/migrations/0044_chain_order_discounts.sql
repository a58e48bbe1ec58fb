CREATE TABLE `chain_order_discounts` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`told` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
