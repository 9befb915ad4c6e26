ALTER TABLE "users" ADD COLUMN "recent_alerts" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- users.recent_alerts follows notifications in the transaction of every write (decision 0036): the
-- newest 10 (RECENT_ALERTS_KEPT) alert times of each donor an insert or delete touched, read back
-- through notifications_user_created_idx. The donors are locked in id order first, so two alert
-- waves reaching the same donors cannot deadlock.
CREATE FUNCTION "recent_alerts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM changed) ORDER BY id FOR UPDATE;
  UPDATE users SET recent_alerts = ARRAY(
      SELECT n.created_at FROM notifications n WHERE n.user_id = users.id ORDER BY n.created_at DESC LIMIT 10)
    WHERE id IN (SELECT user_id FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recent_alerts_follow_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_follow"();--> statement-breakpoint
CREATE TRIGGER "recent_alerts_follow_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_follow"();--> statement-breakpoint
CREATE FUNCTION "recent_alerts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET recent_alerts = '{}' WHERE recent_alerts <> '{}';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recent_alerts_empty" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_empty"();--> statement-breakpoint
UPDATE "users" SET "recent_alerts" = ARRAY(
    SELECT n.created_at FROM notifications n WHERE n.user_id = users.id ORDER BY n.created_at DESC LIMIT 10)
  WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = users.id);
