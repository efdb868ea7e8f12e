CREATE TABLE `booking_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bookingId` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`contentType` text NOT NULL,
	`size` integer NOT NULL,
	`uploadedAt` text NOT NULL,
	`uploadedBy` integer NOT NULL,
	FOREIGN KEY (`bookingId`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_documents_booking_idx` ON `booking_documents` (`bookingId`);