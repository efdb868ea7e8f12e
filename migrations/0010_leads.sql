CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`messageId` integer NOT NULL,
	`userId` integer NOT NULL,
	`userName` text NOT NULL,
	`text` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`messageId`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_notes_message_idx` ON `lead_notes` (`messageId`,`id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`messageId` integer NOT NULL,
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
CREATE INDEX `outbox_due_idx` ON `outbox` (`sentAt`,`nextAttemptAt`);--> statement-breakpoint
CREATE INDEX `outbox_message_idx` ON `outbox` (`messageId`);--> statement-breakpoint
ALTER TABLE `contact_information` ADD `salesEmail` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `kind` text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `projectUniId` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `ownerId` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `followUpAt` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `visitDate` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `visitSlot` text;--> statement-breakpoint
CREATE INDEX `messages_status_idx` ON `messages` (`status`,`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `messages_owner_idx` ON `messages` (`ownerId`,`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `messages_follow_up_idx` ON `messages` (`followUpAt`);