ALTER TABLE `camera_registrations` ADD `pending_email` text;--> statement-breakpoint
ALTER TABLE `footage_requests` ADD `answer_seen_at` integer;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `logged_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Answers given before staff were told of new ones count as seen.
UPDATE `footage_requests` SET `answer_seen_at` = `answered_at` WHERE `answer` IS NOT NULL;
