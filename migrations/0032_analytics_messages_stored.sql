CREATE TABLE `analytics_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`stored_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_messages_stored_idx` ON `analytics_messages` (`stored_at`);