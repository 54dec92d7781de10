CREATE TABLE `settings_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`user_id` text NOT NULL,
	`user_email` text,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`undoes` integer
);
--> statement-breakpoint
CREATE INDEX `settings_changes_section_idx` ON `settings_changes` (`section`,`id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`section` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
