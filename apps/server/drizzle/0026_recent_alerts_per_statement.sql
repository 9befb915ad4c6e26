-- users.recent_alerts follows notifications once per statement, not once per row at the commit
-- (decision 0056). The deferred row trigger of migration 0009 queued a trigger event per
-- notification and ran its UPDATE once per donor: about 4 ms of a 20-donor wave's 5, the largest
-- part of the database's work for a new request. Transition tables hand the statement's rows over
-- at once, and one UPDATE serves every donor of a wave. The donors' rows are locked in id order (an
-- index scan on the primary key walks the sorted array), so two waves reaching the same donors
-- cannot deadlock; they are locked from the notifications' insert to the commit, a few statements.
DROP TRIGGER "recent_alerts_follow" ON "notifications";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recent_alerts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET recent_alerts = recent_alerts_of(id)
  WHERE id = ANY (ARRAY(SELECT DISTINCT user_id FROM changed ORDER BY user_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recent_alerts_added" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_follow"();--> statement-breakpoint
CREATE TRIGGER "recent_alerts_removed" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_follow"();
