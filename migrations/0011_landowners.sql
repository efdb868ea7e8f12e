CREATE TABLE `message_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`messageId` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`contentType` text NOT NULL,
	`size` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`messageId`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_files_message_idx` ON `message_files` (`messageId`);--> statement-breakpoint
ALTER TABLE `messages` ADD `landArea` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `landAddress` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `landSize` real;--> statement-breakpoint
ALTER TABLE `messages` ADD `landUnit` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `landSizeSft` real;--> statement-breakpoint
ALTER TABLE `messages` ADD `roadWidthFt` real;--> statement-breakpoint
ALTER TABLE `messages` ADD `ownership` text;