DROP INDEX `orders_store_number_uq`;--> statement-breakpoint
DROP INDEX `orders_store_status_idx`;--> statement-breakpoint
DROP INDEX `orders_session_idx`;--> statement-breakpoint
DROP INDEX `orders_member_idx`;--> statement-breakpoint
CREATE INDEX `orders_session_idx` ON `orders` (`session_id`) WHERE session_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_member_idx` ON `orders` (`member_id`) WHERE member_id IS NOT NULL;--> statement-breakpoint
DROP INDEX `print_jobs_printer_idx`;--> statement-breakpoint
CREATE INDEX `print_jobs_printer_idx` ON `print_jobs` (`printer_id`,`order_id`);