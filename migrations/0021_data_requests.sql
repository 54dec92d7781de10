CREATE TABLE `data_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`channel` text DEFAULT 'web' NOT NULL,
	`email` text,
	`email_digest` text,
	`held_records` integer DEFAULT 0 NOT NULL,
	`link_sent_at` integer,
	`exported_at` integer,
	`deleted_at` integer,
	`handled_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_requests_reference_unique` ON `data_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `data_requests_received_idx` ON `data_requests` (`received_at`);--> statement-breakpoint
CREATE INDEX `data_requests_digest_idx` ON `data_requests` (`email_digest`);