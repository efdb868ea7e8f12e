CREATE TABLE `buyer_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`publicKey` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`name` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`lastUsedAt` text
);
--> statement-breakpoint
CREATE INDEX `buyer_passkeys_email_idx` ON `buyer_passkeys` (`email`);--> statement-breakpoint
ALTER TABLE `buyer_sessions` ADD `method` text DEFAULT 'code' NOT NULL;