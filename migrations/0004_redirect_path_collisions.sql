-- Short links now match without regard to letter case or a trailing slash, and the next
-- migration makes that match key unique (docs/decisions/0011-short-links-limits-and-caching.md). Where
-- existing rows share a key, the oldest keeps its path; each later one is paused and renamed
-- "<path> (duplicate <id>)", keeping its target and its clicks for staff to review. A literal
-- space never reaches a stored path otherwise (the form refused spaces, and now encodes them),
-- so the new names collide with nothing.
UPDATE `url_redirects`
SET `from_path` = `from_path` || ' (duplicate ' || `id` || ')', `is_active` = 0
WHERE `id` NOT IN (SELECT min(`id`) FROM `url_redirects` GROUP BY lower(rtrim(`from_path`, '/')));
