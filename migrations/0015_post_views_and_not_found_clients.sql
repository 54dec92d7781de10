CREATE TABLE `client_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `not_found_clients` (
	`path_id` integer NOT NULL,
	`client_hash` text NOT NULL,
	PRIMARY KEY(`path_id`, `client_hash`),
	FOREIGN KEY (`path_id`) REFERENCES `not_found_paths`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `not_found_clients_client_idx` ON `not_found_clients` (`client_hash`);--> statement-breakpoint
CREATE TABLE `post_views` (
	`post_id` integer NOT NULL,
	`day` text NOT NULL,
	`client_hash` text NOT NULL,
	`address_hash` text NOT NULL,
	PRIMARY KEY(`post_id`, `day`, `client_hash`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_views_address_idx` ON `post_views` (`post_id`,`day`,`address_hash`);--> statement-breakpoint
CREATE INDEX `post_views_day_idx` ON `post_views` (`day`);