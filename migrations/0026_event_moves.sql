CREATE TABLE `event_moves` (
	`event_id` integer NOT NULL,
	`date` text NOT NULL,
	`new_date` text NOT NULL,
	`new_time` text NOT NULL,
	`new_end_time` text,
	PRIMARY KEY(`event_id`, `date`),
	FOREIGN KEY (`event_id`) REFERENCES `community_events`(`id`) ON UPDATE no action ON DELETE cascade
);
