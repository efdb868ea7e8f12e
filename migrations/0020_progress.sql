CREATE TABLE `progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`projectUniId` text NOT NULL,
	`building` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`stage` text NOT NULL,
	`percent` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`textBn` text DEFAULT '' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`videoLink` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`publishAt` text,
	`unpublishAt` text,
	`scheduledBy` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`projectUniId`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `progress_uniId_unique` ON `progress` (`uniId`);--> statement-breakpoint
CREATE INDEX `progress_project_idx` ON `progress` (`projectUniId`,`date`);--> statement-breakpoint
CREATE INDEX `progress_status_idx` ON `progress` (lower("status"));