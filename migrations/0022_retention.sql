ALTER TABLE `contact_submissions` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `pending_email_at` integer;--> statement-breakpoint
-- An address already waiting counts from now: its link may still work (R20).
UPDATE `camera_registrations` SET `pending_email_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `pending_email` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `redirect_clicks_whole_address_idx` ON `redirect_clicks` (`clicked_at`) WHERE "redirect_clicks"."ip_address" is not null and instr("redirect_clicks"."ip_address", '/') = 0;