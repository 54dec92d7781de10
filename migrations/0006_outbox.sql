CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`contact_submission_id` integer,
	`camera_registration_id` integer,
	`recipient` text NOT NULL,
	`sender` text,
	`reply_to` text,
	`subject` text,
	`text_body` text NOT NULL,
	`html_body` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_attempt_at` integer,
	`last_error` text,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`locked_until` integer,
	`sent_at` integer,
	`dead_lettered_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`contact_submission_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`camera_registration_id`) REFERENCES `camera_registrations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_messages_status_next_idx` ON `outbox_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_messages_created_idx` ON `outbox_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_messages_contact_idx` ON `outbox_messages` (`contact_submission_id`);--> statement-breakpoint
CREATE INDEX `outbox_messages_camera_idx` ON `outbox_messages` (`camera_registration_id`);--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `camera_registrations_reference_unique` ON `camera_registrations` (`reference`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `internal_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_submissions_reference_unique` ON `contact_submissions` (`reference`);