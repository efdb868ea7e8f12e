CREATE TABLE `project_details` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`foreignKey` text NOT NULL,
	`headerImage` text DEFAULT '[]' NOT NULL,
	`description` text DEFAULT '[]' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`landarea` text DEFAULT '' NOT NULL,
	`facing` text DEFAULT '' NOT NULL,
	`road` text DEFAULT '' NOT NULL,
	`unitPerFloor` text DEFAULT '' NOT NULL,
	`apartmentSize` text DEFAULT '' NOT NULL,
	`storied` text DEFAULT '' NOT NULL,
	`lift` text DEFAULT '' NOT NULL,
	`parking` text DEFAULT '' NOT NULL,
	`commonFeatures` text DEFAULT '[]' NOT NULL,
	`apartmentContains` text DEFAULT '[]' NOT NULL,
	`floorPlan` text DEFAULT '[]' NOT NULL,
	`historyImage` text DEFAULT '[]' NOT NULL,
	`brochure` text DEFAULT '[]' NOT NULL,
	`youtubeEmbededLink` text DEFAULT '[]' NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`map` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`foreignKey`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_details_uniId_unique` ON `project_details` (`uniId`);--> statement-breakpoint
CREATE UNIQUE INDEX `project_details_foreignKey_unique` ON `project_details` (`foreignKey`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`name` text NOT NULL,
	`title` text,
	`status` text NOT NULL,
	`category` text NOT NULL,
	`location` text NOT NULL,
	`locationCode` text,
	`mainImage` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_uniId_unique` ON `projects` (`uniId`);--> statement-breakpoint
CREATE INDEX `projects_status_idx` ON `projects` (lower("status"));--> statement-breakpoint
CREATE INDEX `projects_category_idx` ON `projects` (`category`);--> statement-breakpoint
CREATE INDEX `projects_updated_idx` ON `projects` (`updatedAt`);--> statement-breakpoint
CREATE TABLE `banner_statics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banner_statics_name_unique` ON `banner_statics` (`name`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`imagesVideos` text NOT NULL,
	`foreignKey` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`foreignKey`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banners_uniId_unique` ON `banners` (`uniId`);--> statement-breakpoint
CREATE INDEX `banners_status_idx` ON `banners` (lower("status"));--> statement-breakpoint
CREATE INDEX `banners_foreign_key_idx` ON `banners` (`foreignKey`);--> statement-breakpoint
CREATE TABLE `blogs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`title` text NOT NULL,
	`mainDescription` text DEFAULT '[]' NOT NULL,
	`mainImage` text NOT NULL,
	`status` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blogs_uniId_unique` ON `blogs` (`uniId`);--> statement-breakpoint
CREATE INDEX `blogs_status_idx` ON `blogs` (lower("status"));--> statement-breakpoint
CREATE TABLE `content_details` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`foreignKey` text NOT NULL,
	`contentType` text NOT NULL,
	`detailsDescription` text DEFAULT '[]' NOT NULL,
	`projectLink` text DEFAULT '' NOT NULL,
	`youtubeLink` text DEFAULT '' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_details_uniId_unique` ON `content_details` (`uniId`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_details_owner_unique` ON `content_details` (`contentType`,`foreignKey`);--> statement-breakpoint
CREATE TABLE `coverage` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`title` text NOT NULL,
	`mainDescription` text DEFAULT '[]' NOT NULL,
	`mainImage` text NOT NULL,
	`status` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coverage_uniId_unique` ON `coverage` (`uniId`);--> statement-breakpoint
CREATE INDEX `coverage_status_idx` ON `coverage` (lower("status"));--> statement-breakpoint
CREATE TABLE `news_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uniId` text NOT NULL,
	`title` text NOT NULL,
	`mainDescription` text DEFAULT '[]' NOT NULL,
	`mainImage` text NOT NULL,
	`status` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`tag` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_events_uniId_unique` ON `news_events` (`uniId`);--> statement-breakpoint
CREATE INDEX `news_events_status_idx` ON `news_events` (lower("status"));--> statement-breakpoint
CREATE TABLE `about` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`headerImage` text NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`target` text NOT NULL,
	`management` text NOT NULL,
	`ourTeam` text NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_information` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image` text NOT NULL,
	`phone` text NOT NULL,
	`phones` text NOT NULL,
	`email` text NOT NULL,
	`socialHandle` text NOT NULL,
	`address` text NOT NULL,
	`mapEmbed` text NOT NULL,
	`facebook` text DEFAULT '' NOT NULL,
	`instagram` text DEFAULT '' NOT NULL,
	`youtube` text DEFAULT '' NOT NULL,
	`whatsapp` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`number` text NOT NULL,
	`message` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `total_count` (
	`id` integer PRIMARY KEY NOT NULL,
	`totalProject` integer DEFAULT 0 NOT NULL,
	`totalFlat` integer DEFAULT 0 NOT NULL,
	`handoverProject` integer DEFAULT 0 NOT NULL,
	`constructionProject` integer DEFAULT 0 NOT NULL,
	`handoverFlat` integer DEFAULT 0 NOT NULL,
	`constructionFlat` integer DEFAULT 0 NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uni_id` text NOT NULL,
	`name` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`active_icon` text DEFAULT '' NOT NULL,
	`sortOrder` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `menus_uni_id_unique` ON `menus` (`uni_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`lastSeenAt` text NOT NULL,
	`expiresAt` text NOT NULL,
	`revokedAt` text,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`userId`);--> statement-breakpoint
CREATE TABLE `submenus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uni_id` text NOT NULL,
	`menu_uni_id` text NOT NULL,
	`name` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`sortOrder` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`menu_uni_id`) REFERENCES `menus`(`uni_id`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submenus_uni_id_unique` ON `submenus` (`uni_id`);--> statement-breakpoint
CREATE INDEX `submenus_menu_idx` ON `submenus` (`menu_uni_id`);--> statement-breakpoint
CREATE TABLE `throttle_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_events_key_at_idx` ON `throttle_events` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`contentType` text NOT NULL,
	`size` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`employeeId` text NOT NULL,
	`department` text NOT NULL,
	`designation` text NOT NULL,
	`phone` text NOT NULL,
	`image` text,
	`passwordHash` text NOT NULL,
	`lastLogin` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);