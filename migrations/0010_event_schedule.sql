CREATE TABLE `event_cancellations` (
	`event_id` integer NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`event_id`, `date`),
	FOREIGN KEY (`event_id`) REFERENCES `community_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `community_events` ADD `end_time` text;--> statement-breakpoint
ALTER TABLE `community_events` ADD `recurrence` text;