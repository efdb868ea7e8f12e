-- Custom migration: the Company screen (docs/product.md §6, Settings > Company, Admin and Super-Admin)
-- is part of the permission model, so every database gets its submenu, like 0001_menus.sql.
INSERT OR IGNORE INTO `submenus` (`uni_id`, `menu_uni_id`, `name`, `path`, `sortOrder`) VALUES
  ('set003a', 'set007', 'Company', '/settings/company', 30);
--> statement-breakpoint
-- The one phone rule stores E.164 (worker/contract/phone.ts). Numbers stored by the older rule were
-- Bangladeshi mobiles written 01XXXXXXXXX; they become +8801XXXXXXXXX. Anything else is left as it is
-- (the web shows a value the rule cannot read unchanged).
UPDATE `users` SET `phone` = '+88' || `phone` WHERE `phone` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `messages` SET `number` = '+88' || `number` WHERE `number` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `project_details` SET `number` = '+88' || `number` WHERE `number` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
--> statement-breakpoint
UPDATE `contact_information` SET `phone` = '+88' || `phone` WHERE `phone` GLOB '01[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
