CREATE TABLE `footage_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`incident_id` integer NOT NULL,
	`camera_registration_id` integer,
	`distance_feet` real NOT NULL,
	`outbox_message_id` text,
	`emailed_at` integer,
	`answer` text,
	`answered_at` integer,
	`followed_up_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`incident_id`) REFERENCES `incidents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`camera_registration_id`) REFERENCES `camera_registrations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `footage_requests_incident_registration_unique` ON `footage_requests` (`incident_id`,`camera_registration_id`);--> statement-breakpoint
CREATE INDEX `footage_requests_registration_idx` ON `footage_requests` (`camera_registration_id`);--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_reference` text NOT NULL,
	`occurred_on` text NOT NULL,
	`window_start` text NOT NULL,
	`window_end` text NOT NULL,
	`footage_sought` text NOT NULL,
	`keep_footage_days` integer DEFAULT 30 NOT NULL,
	`address` text,
	`latitude` real,
	`longitude` real,
	`location_status` text DEFAULT 'pending' NOT NULL,
	`location_source` text,
	`matched_address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`geocode_attempts` integer DEFAULT 0 NOT NULL,
	`geocode_next_at` integer,
	`radius_feet` integer DEFAULT 150 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `incidents_created_idx` ON `incidents` (`created_at`);--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `location_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `location_source` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `matched_address` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `city` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `state` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `zip_code` text;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `geocode_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `geocode_next_at` integer;--> statement-breakpoint
CREATE INDEX `camera_registrations_point_idx` ON `camera_registrations` (`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `camera_registrations_location_status_idx` ON `camera_registrations` (`location_status`);