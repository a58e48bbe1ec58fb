-- Menu categories get stable keys: the API answers a category's key as its id (spec part 1 §3:
-- categoryId food, drink, dessert, soup) while the numeric ids stay inside.
ALTER TABLE `menu_categories` ADD `key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `menu_categories_store_key_uq` ON `menu_categories` (`store_id`,`key`);
--> statement-breakpoint
-- Existing data: the first category of a store named like a default one takes its spec key, every
-- other category `c<id>` (unique: no spec key starts with c and a digit).
UPDATE `menu_categories` SET `key` = CASE `name` WHEN '主食' THEN 'food' WHEN '飲品' THEN 'drink' WHEN '甜點' THEN 'dessert' ELSE 'soup' END
WHERE `id` IN (SELECT MIN(`id`) FROM `menu_categories` WHERE `name` IN ('主食', '飲品', '甜點', '湯品') GROUP BY `store_id`, `name`);
--> statement-breakpoint
UPDATE `menu_categories` SET `key` = 'c' || `id` WHERE `key` IS NULL;
--> statement-breakpoint
-- Existing stores without some default category get it, after their own categories.
INSERT INTO `menu_categories` (`store_id`, `key`, `name`, `display_order`, `created_at`, `updated_at`)
SELECT s.id, 'food', '主食', (SELECT COALESCE(MAX(m.display_order) + 1, 0) FROM menu_categories m WHERE m.store_id = s.id), CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `stores` s WHERE NOT EXISTS (SELECT 1 FROM menu_categories m WHERE m.store_id = s.id AND m.key = 'food');
--> statement-breakpoint
INSERT INTO `menu_categories` (`store_id`, `key`, `name`, `display_order`, `created_at`, `updated_at`)
SELECT s.id, 'drink', '飲品', (SELECT COALESCE(MAX(m.display_order) + 1, 0) FROM menu_categories m WHERE m.store_id = s.id), CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `stores` s WHERE NOT EXISTS (SELECT 1 FROM menu_categories m WHERE m.store_id = s.id AND m.key = 'drink');
--> statement-breakpoint
INSERT INTO `menu_categories` (`store_id`, `key`, `name`, `display_order`, `created_at`, `updated_at`)
SELECT s.id, 'dessert', '甜點', (SELECT COALESCE(MAX(m.display_order) + 1, 0) FROM menu_categories m WHERE m.store_id = s.id), CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `stores` s WHERE NOT EXISTS (SELECT 1 FROM menu_categories m WHERE m.store_id = s.id AND m.key = 'dessert');
--> statement-breakpoint
INSERT INTO `menu_categories` (`store_id`, `key`, `name`, `display_order`, `created_at`, `updated_at`)
SELECT s.id, 'soup', '湯品', (SELECT COALESCE(MAX(m.display_order) + 1, 0) FROM menu_categories m WHERE m.store_id = s.id), CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `stores` s WHERE NOT EXISTS (SELECT 1 FROM menu_categories m WHERE m.store_id = s.id AND m.key = 'soup');
--> statement-breakpoint
-- Whatever inserts a category (API, demo seed, restore, tests) gets a key: a default name its
-- spec key while that key is free in the store, any other name `c<id>`.
CREATE TRIGGER `menu_categories_key_ai` AFTER INSERT ON `menu_categories` WHEN NEW.key IS NULL
BEGIN
  UPDATE menu_categories SET key = COALESCE((
    SELECT d.k FROM (SELECT 'food' AS k, '主食' AS n UNION ALL SELECT 'drink', '飲品' UNION ALL SELECT 'dessert', '甜點' UNION ALL SELECT 'soup', '湯品') d
    WHERE d.n = NEW.name AND NOT EXISTS (SELECT 1 FROM menu_categories o WHERE o.store_id = NEW.store_id AND o.key = d.k)
  ), 'c' || NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
-- Every new store starts with the four categories of spec part 1 §3, however the store is inserted.
CREATE TRIGGER `stores_default_menu_categories_ai` AFTER INSERT ON `stores`
BEGIN
  INSERT INTO menu_categories (store_id, key, name, display_order, created_at, updated_at) VALUES
    (NEW.id, 'food', '主食', 0, NEW.created_at, NEW.created_at),
    (NEW.id, 'drink', '飲品', 1, NEW.created_at, NEW.created_at),
    (NEW.id, 'dessert', '甜點', 2, NEW.created_at, NEW.created_at),
    (NEW.id, 'soup', '湯品', 3, NEW.created_at, NEW.created_at);
END;
