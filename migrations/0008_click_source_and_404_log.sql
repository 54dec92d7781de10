CREATE TABLE `not_found_paths` (
	`id` integer PRIMARY KEY NOT NULL,
	`path` text NOT NULL,
	`human_hits` integer DEFAULT 0 NOT NULL,
	`bot_hits` integer DEFAULT 0 NOT NULL,
	`last_seen_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `not_found_paths_path_unique` ON `not_found_paths` (`path`);--> statement-breakpoint
ALTER TABLE `redirect_clicks` ADD `source` text;