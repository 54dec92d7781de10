-- A post's view count grows with each row of post_views (docs/decisions/0036): a reader's view is
-- one INSERT, and a read that is not counted (same client, or an address over its cap) inserts
-- nothing and changes nothing. Purging the days that are over deletes rows and keeps the count.
CREATE TRIGGER `post_views_count` AFTER INSERT ON `post_views`
BEGIN
  UPDATE `blog_posts` SET `view_count` = `view_count` + 1 WHERE `id` = NEW.`post_id`;
END;
