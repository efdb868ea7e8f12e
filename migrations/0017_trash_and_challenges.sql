CREATE TABLE `trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resource` text NOT NULL,
	`itemId` text NOT NULL,
	`title` text NOT NULL,
	`payload` text NOT NULL,
	`files` text NOT NULL,
	`deletedAt` text NOT NULL,
	`deletedById` integer,
	`deletedByName` text
);
--> statement-breakpoint
CREATE INDEX `trash_deleted_idx` ON `trash` (`deletedAt`,`id`);--> statement-breakpoint
CREATE TABLE `spent_challenges` (
	`signature` text PRIMARY KEY NOT NULL,
	`expiresAt` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_challenges_expires_idx` ON `spent_challenges` (`expiresAt`);