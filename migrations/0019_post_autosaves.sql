CREATE TABLE `post_autosaves` (
	`post_id` integer NOT NULL,
	`saved_by` text NOT NULL,
	`fields` text NOT NULL,
	`saved_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`post_id`, `saved_by`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
