ALTER TABLE `incidents` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `incidents` ADD `closing_note` text;--> statement-breakpoint
ALTER TABLE `incidents` ADD `closed_by` text;