-- Custom migration: the Activity screen under Reports (docs/product.md §6, decisions.md "Activity log")
-- is part of the permission model like the menus of 0001_menus, so every database gets its submenu.
INSERT OR IGNORE INTO `submenus` (`uni_id`, `menu_uni_id`, `name`, `path`, `sortOrder`) VALUES
  ('rep006b', 'rep006', 'Activity', '/reports/activity', 20);
