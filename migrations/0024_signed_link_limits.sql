CREATE TABLE `signed_link_uses` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`uses` integer NOT NULL,
	`cap` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`),
	CONSTRAINT "signed_link_uses_within_cap" CHECK("signed_link_uses"."uses" <= "signed_link_uses"."cap")
);
--> statement-breakpoint
ALTER TABLE `camera_registrations` ADD `link_generation` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `footage_requests` ADD `told_address` text;--> statement-breakpoint
-- A request written before told_address was named the incident's address as it is now: the
-- nearest thing to what its email said (docs/decisions/0041).
UPDATE `footage_requests` SET `told_address` = (SELECT `address` FROM `incidents` WHERE `incidents`.`id` = `footage_requests`.`incident_id`);
