-- A donor's recent alert times take in a new notification's time without reading their
-- notifications again (decision 0056, refined): the insert's own times are merged into the array
-- the row holds, newest first, the newest 10 kept (RECENT_ALERTS_KEPT). recent_alerts_of read up to
-- 10 notifications per donor back through notifications_user_created_idx, whose just-written heap
-- pages the visibility map does not yet cover. The merge gives what recent_alerts_of gives when the
-- row was right before, which every insert, delete and truncate keeps it. Two waves reaching one
-- donor still compose: the second's UPDATE waits on the first's row lock and merges into the row as
-- the first committed it. A delete still reads the donor's notifications again: the times it took
-- away may be among the kept ones.
--
-- A wave's few rows (at most 100) are looked up in the statement's rows per donor, and the donors
-- are locked in id order, as migration 0026 locks them (an index scan on the primary key walks the
-- sorted ids), so two waves cannot deadlock. A bulk insert (a data load: the benchmark's 300,000
-- alerts) would make that lookup quadratic: its rows are grouped per donor once and joined.
CREATE FUNCTION "recent_alerts_merge"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) <= 1000 THEN
    UPDATE users SET recent_alerts = ARRAY(
      SELECT t FROM unnest(recent_alerts || ARRAY(SELECT c.created_at FROM changed c WHERE c.user_id = users.id)) AS t
      ORDER BY t DESC LIMIT 10)
    WHERE id = ANY (ARRAY(SELECT DISTINCT user_id FROM changed ORDER BY user_id));
  ELSE
    UPDATE users SET recent_alerts = ARRAY(SELECT t FROM unnest(recent_alerts || added.times) AS t ORDER BY t DESC LIMIT 10)
    FROM (SELECT user_id, array_agg(created_at) AS times FROM changed GROUP BY user_id) AS added
    WHERE users.id = added.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "recent_alerts_added" ON "notifications";--> statement-breakpoint
CREATE TRIGGER "recent_alerts_added" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_merge"();
