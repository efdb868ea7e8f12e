CREATE TABLE `buyer_codes` (
	`email` text PRIMARY KEY NOT NULL,
	`codeHash` text NOT NULL,
	`expiresAt` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `buyer_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expiresAt` text NOT NULL,
	`revokedAt` text
);
--> statement-breakpoint
CREATE INDEX `buyer_sessions_email_idx` ON `buyer_sessions` (`email`);