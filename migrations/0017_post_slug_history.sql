CREATE TABLE `post_slug_history` (
	`slug` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_slug_history_post_idx` ON `post_slug_history` (`post_id`);