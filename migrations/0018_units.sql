CREATE TABLE `units` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`projectUniId` text NOT NULL,
	`building` text DEFAULT '' NOT NULL,
	`floor` integer NOT NULL,
	`code` text NOT NULL,
	`sizeSft` integer NOT NULL,
	`bedrooms` integer NOT NULL,
	`bathrooms` integer NOT NULL,
	`balconies` integer DEFAULT 0 NOT NULL,
	`facing` text,
	`parking` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`holdUntil` text,
	`holdLeadId` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`projectUniId`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `units_code_idx` ON `units` (`projectUniId`,`building`,`code`);--> statement-breakpoint
CREATE INDEX `units_status_idx` ON `units` (`status`,`holdUntil`);--> statement-breakpoint
CREATE TABLE `price_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`projectUniId` text NOT NULL,
	`ratePerSft` integer NOT NULL,
	`floorPremiums` text NOT NULL,
	`extras` text NOT NULL,
	`showPrices` integer NOT NULL,
	`createdBy` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`projectUniId`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_lists_project_idx` ON `price_lists` (`projectUniId`,`id`);--> statement-breakpoint
CREATE TABLE `payment_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`projectUniId` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`bookingPercent` real NOT NULL,
	`downPaymentPercent` real NOT NULL,
	`installments` integer NOT NULL,
	`intervalMonths` integer NOT NULL,
	`handoverPercent` real NOT NULL,
	`oneTimeDiscountPercent` real NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`projectUniId`) REFERENCES `projects`(`uniId`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_plans_project_idx` ON `payment_plans` (`projectUniId`,`position`);