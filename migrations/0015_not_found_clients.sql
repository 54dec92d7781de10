CREATE TABLE `not_found_clients` (
	`path_id` integer NOT NULL,
	`client_hash` text NOT NULL,
	PRIMARY KEY(`path_id`, `client_hash`),
	FOREIGN KEY (`path_id`) REFERENCES `not_found_paths`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `not_found_clients_client_idx` ON `not_found_clients` (`client_hash`);