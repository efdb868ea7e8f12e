-- Custom migration: the dashboard menus are the permission model (docs/product.md §6), not demo data,
-- so every database — production included — starts with them. Icons are uploaded later.
INSERT OR IGNORE INTO `menus` (`uni_id`, `name`, `path`, `icon`, `active_icon`, `sortOrder`) VALUES
  ('pro001', 'Projects', '/projects', '', '', 10),
  ('bna002', 'Banner', '/banner', '', '', 20),
  ('new004', 'News & Events', '/news-event', '', '', 30),
  ('cov003', 'Coverage', '/coverage', '', '', 40),
  ('blo005', 'Blogs', '/blogs', '', '', 50),
  ('mes012', 'Message', '/message', '', '', 60),
  ('rep006', 'Reports', '/reports', '', '', 70),
  ('set007', 'Settings', '/settings', '', '', 80);
--> statement-breakpoint
INSERT OR IGNORE INTO `submenus` (`uni_id`, `menu_uni_id`, `name`, `path`, `sortOrder`) VALUES
  ('pro001a', 'pro001', 'Projects List', '/projects/projects-list', 10),
  ('pro001b', 'pro001', 'Project Count', '/projects/project-count', 20),
  ('bna002a', 'bna002', 'Banner List', '/banner/banner-list', 10),
  ('inb001', 'mes012', 'Inbox', '/message/inbox', 10),
  ('rep006a', 'rep006', 'Sales', '/reports/sales', 10),
  ('set001a', 'set007', 'Menu', '/settings/menu', 10),
  ('set002a', 'set007', 'Users', '/settings/users', 20);
--> statement-breakpoint
INSERT OR IGNORE INTO `total_count` (`id`) VALUES (1);
