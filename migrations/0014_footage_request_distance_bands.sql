-- A footage request keeps how far its owner's camera was only to its 50 ft band, stored as the
-- band's lower bound (0, 50, 100, 150): exact distances from two incidents meet at the camera's
-- point, which must not stay findable once its owner has left the registry
-- (docs/decisions/0035-owner-links-and-deletions.md). New requests are written that way; this
-- converts the rows written before.
UPDATE `footage_requests` SET `distance_feet` = max(0, CAST(`distance_feet` / 50 AS INTEGER) * 50);