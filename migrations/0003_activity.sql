CREATE TABLE `activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`userId` integer NOT NULL,
	`userName` text NOT NULL,
	`action` text NOT NULL,
	`resource` text NOT NULL,
	`resourceId` text NOT NULL,
	`label` text
);
--> statement-breakpoint
CREATE INDEX `activity_user_idx` ON `activity` (`userId`,`id`);--> statement-breakpoint
CREATE INDEX `activity_resource_idx` ON `activity` (`resource`,`id`);