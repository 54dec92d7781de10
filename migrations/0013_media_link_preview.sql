ALTER TABLE `media` ADD `preview_key` text;--> statement-breakpoint
ALTER TABLE `media` ADD `preview_width` integer;--> statement-breakpoint
ALTER TABLE `media` ADD `preview_height` integer;