-- Custom migration: a trigram full-text index over the inbox (decisions.md "Server paging"), so a
-- search of 50,000 messages reads the index instead of running LIKE over every row. External
-- content: the text stays in `messages` only; the triggers keep the index in step in the same
-- transaction as every insert, update and delete. FTS5 ships with libSQL and Turso.
CREATE VIRTUAL TABLE `messages_search` USING fts5(`name`, `email`, `number`, `message`, content='messages', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `messages_search_insert` AFTER INSERT ON `messages` BEGIN
  INSERT INTO `messages_search` (`rowid`, `name`, `email`, `number`, `message`) VALUES (new.`id`, new.`name`, new.`email`, new.`number`, new.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_search_delete` AFTER DELETE ON `messages` BEGIN
  INSERT INTO `messages_search` (`messages_search`, `rowid`, `name`, `email`, `number`, `message`) VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`number`, old.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_search_update` AFTER UPDATE ON `messages` BEGIN
  INSERT INTO `messages_search` (`messages_search`, `rowid`, `name`, `email`, `number`, `message`) VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`number`, old.`message`);
  INSERT INTO `messages_search` (`rowid`, `name`, `email`, `number`, `message`) VALUES (new.`id`, new.`name`, new.`email`, new.`number`, new.`message`);
END;
--> statement-breakpoint
INSERT INTO `messages_search` (`messages_search`) VALUES ('rebuild');
