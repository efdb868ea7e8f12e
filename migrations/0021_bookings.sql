CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unitId` integer NOT NULL,
	`projectUniId` text NOT NULL,
	`unitLabel` text NOT NULL,
	`leadId` integer,
	`planName` text NOT NULL,
	`plan` text NOT NULL,
	`listPrice` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`price` integer NOT NULL,
	`bookedAt` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`cancelledAt` text,
	`cancelReason` text,
	`version` integer DEFAULT 0 NOT NULL,
	`createdBy` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_active_unit_idx` ON `bookings` (`unitId`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `bookings_project_idx` ON `bookings` (`projectUniId`,`status`);--> statement-breakpoint
CREATE TABLE `booking_buyers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bookingId` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`address` text NOT NULL,
	`nationalId` text,
	`language` text DEFAULT 'en' NOT NULL,
	FOREIGN KEY (`bookingId`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_buyers_booking_idx` ON `booking_buyers` (`bookingId`,`position`);--> statement-breakpoint
CREATE TABLE `schedule_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bookingId` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`dueDate` text NOT NULL,
	`amount` integer NOT NULL,
	`waivedAt` text,
	`waivedBy` integer,
	`waiveReason` text,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`bookingId`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_lines_booking_idx` ON `schedule_lines` (`bookingId`,`position`);--> statement-breakpoint
CREATE INDEX `schedule_lines_due_idx` ON `schedule_lines` (`dueDate`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bookingId` integer NOT NULL,
	`receiptNo` text NOT NULL,
	`kind` text NOT NULL,
	`paidAt` text NOT NULL,
	`amount` integer NOT NULL,
	`mode` text NOT NULL,
	`reference` text,
	`note` text,
	`reversesId` integer,
	`createdBy` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`bookingId`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_idx` ON `payments` (`receiptNo`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reverses_idx` ON `payments` (`reversesId`);--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`bookingId`,`id`);--> statement-breakpoint
CREATE TABLE `payment_allocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`paymentId` integer NOT NULL,
	`lineId` integer NOT NULL,
	`amount` integer NOT NULL,
	FOREIGN KEY (`paymentId`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lineId`) REFERENCES `schedule_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_allocations_line_idx` ON `payment_allocations` (`lineId`);--> statement-breakpoint
CREATE INDEX `payment_allocations_payment_idx` ON `payment_allocations` (`paymentId`);--> statement-breakpoint
CREATE TABLE `receipt_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `delay_policies` (
	`projectUniId` text PRIMARY KEY NOT NULL,
	`percentPerMonth` real NOT NULL,
	`graceDays` integer NOT NULL,
	`updatedBy` integer NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `booking_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lineId` integer NOT NULL,
	`kind` text NOT NULL,
	`token` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`lineId`) REFERENCES `schedule_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reminders_line_kind_idx` ON `booking_reminders` (`lineId`,`kind`);