CREATE TABLE `hq_stores` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`secret_hash` text,
	`created_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer
);
