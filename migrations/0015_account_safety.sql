CREATE TABLE `email_codes` (
	`userId` integer PRIMARY KEY NOT NULL,
	`codeHash` text NOT NULL,
	`expiresAt` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`ceremony` text NOT NULL,
	`userId` integer,
	`expiresAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`messageId` integer,
	`event` text NOT NULL,
	`userId` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`nextAttemptAt` text,
	`claimedUntil` text,
	`sentAt` text,
	`sentTo` text,
	`lastError` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`messageId`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "messageId", "event", "userId", "attempts", "nextAttemptAt", "claimedUntil", "sentAt", "sentTo", "lastError", "createdAt") SELECT "id", "messageId", "event", "userId", "attempts", "nextAttemptAt", "claimedUntil", "sentAt", "sentTo", "lastError", "createdAt" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`sentAt`,`nextAttemptAt`);--> statement-breakpoint
CREATE INDEX `outbox_message_idx` ON `outbox` (`messageId`);