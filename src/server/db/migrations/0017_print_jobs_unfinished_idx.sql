DROP INDEX `print_jobs_due_idx`;--> statement-breakpoint
DROP INDEX `print_jobs_printer_idx`;--> statement-breakpoint
CREATE INDEX `print_jobs_unfinished_idx` ON `print_jobs` (`printer_id`,`status`,`id`) WHERE status <> 'done';--> statement-breakpoint
CREATE INDEX `print_jobs_printer_idx` ON `print_jobs` (`printer_id`);