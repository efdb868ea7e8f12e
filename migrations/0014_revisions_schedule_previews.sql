CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resource` text NOT NULL,
	`itemId` text NOT NULL,
	`savedAt` text NOT NULL,
	`savedById` integer,
	`savedByName` text,
	`action` text NOT NULL,
	`restoredFrom` integer,
	`snapshot` text NOT NULL,
	`files` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revisions_item_idx` ON `revisions` (`resource`,`itemId`,`id`);--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`resource` text NOT NULL,
	`itemId` text NOT NULL,
	`createdById` integer NOT NULL,
	`createdByName` text NOT NULL,
	`createdAt` text NOT NULL,
	`expiresAt` text NOT NULL,
	`revokedAt` text
);
--> statement-breakpoint
ALTER TABLE `projects` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `scheduledBy` integer;--> statement-breakpoint
ALTER TABLE `banners` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `banners` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `banners` ADD `scheduledBy` integer;--> statement-breakpoint
ALTER TABLE `blogs` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `scheduledBy` integer;--> statement-breakpoint
ALTER TABLE `coverage` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `coverage` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `coverage` ADD `scheduledBy` integer;--> statement-breakpoint
ALTER TABLE `news_events` ADD `publishAt` text;--> statement-breakpoint
ALTER TABLE `news_events` ADD `unpublishAt` text;--> statement-breakpoint
ALTER TABLE `news_events` ADD `scheduledBy` integer;