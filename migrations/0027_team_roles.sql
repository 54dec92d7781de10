ALTER TABLE `users` ADD `role` text;--> statement-breakpoint
ALTER TABLE `users` ADD `deactivated_at` integer;--> statement-breakpoint
-- Every admin of the single-role dashboard becomes an Owner of the team (R25).
UPDATE `users` SET `role` = 'owner' WHERE `is_admin` = 1;
