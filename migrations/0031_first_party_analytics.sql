CREATE TABLE `analytics_days` (
	`day` text PRIMARY KEY NOT NULL,
	`final` integer DEFAULT false NOT NULL,
	`bot_views` integer DEFAULT 0 NOT NULL,
	`rolled_at` integer
);
--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visit_id` text NOT NULL,
	`day` text NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`duration_ms` integer,
	FOREIGN KEY (`visit_id`) REFERENCES `analytics_visits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_events_day_idx` ON `analytics_events` (`day`,`kind`);--> statement-breakpoint
CREATE INDEX `analytics_events_visit_idx` ON `analytics_events` (`visit_id`,`at`);--> statement-breakpoint
CREATE TABLE `analytics_rollups` (
	`filter_dimension` text NOT NULL,
	`filter_value` text NOT NULL,
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`visitors` integer NOT NULL,
	`visits` integer NOT NULL,
	`hits` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`durations` integer NOT NULL,
	PRIMARY KEY(`filter_dimension`, `filter_value`, `day`, `dimension`, `value`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `analytics_rollups_day_idx` ON `analytics_rollups` (`day`);--> statement-breakpoint
CREATE TABLE `analytics_visits` (
	`id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`visitor` text,
	`started_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`last_view_at` integer,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`durations` integer DEFAULT 0 NOT NULL,
	`entry_page` text,
	`exit_page` text,
	`source` text NOT NULL,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`short_link` text,
	`qr_source` text,
	`country` text,
	`device` text NOT NULL,
	`browser` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_visits_visitor_idx` ON `analytics_visits` (`visitor`,`last_at`);--> statement-breakpoint
CREATE INDEX `analytics_visits_day_idx` ON `analytics_visits` (`day`);--> statement-breakpoint
CREATE TABLE `analytics_weekly_summaries` (
	`week` text PRIMARY KEY NOT NULL,
	`written_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `visit_source` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `visit_source` text;