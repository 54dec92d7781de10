DROP INDEX `url_redirects_from_path_unique`;--> statement-breakpoint
ALTER TABLE `url_redirects` ADD `match_key` text GENERATED ALWAYS AS (lower(rtrim(from_path, '/'))) VIRTUAL;--> statement-breakpoint
CREATE UNIQUE INDEX `url_redirects_match_key_unique` ON `url_redirects` (`match_key`);