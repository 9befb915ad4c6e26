ALTER TABLE "users" ADD COLUMN "recent_alerts" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- users.recent_alerts follows notifications (decision 0036): recent_alerts_of gives the newest 10
-- (RECENT_ALERTS_KEPT) alert times of a donor a notification was made or deleted for, read back through
-- notifications_user_created_idx. The trigger is deferred to the commit, so a wave holds its donors'
-- rows for the moment of its commit only, not while it writes the rest of the wave: two waves for one
-- place reach the same donors, and would otherwise queue behind each other. A wave inserts its
-- notifications in donor id order (notifications.repository.ts), so two commits lock donors in the
-- same order and cannot deadlock.
CREATE FUNCTION "recent_alerts_of"(donor uuid) RETURNS timestamptz[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT n.created_at FROM notifications n WHERE n.user_id = donor ORDER BY n.created_at DESC LIMIT 10)
$$;--> statement-breakpoint
CREATE FUNCTION "recent_alerts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  donor uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE users SET recent_alerts = recent_alerts_of(donor) WHERE id = donor;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "recent_alerts_follow" AFTER INSERT OR DELETE ON "notifications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "recent_alerts_follow"();--> statement-breakpoint
CREATE FUNCTION "recent_alerts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET recent_alerts = '{}' WHERE recent_alerts <> '{}';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recent_alerts_empty" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "recent_alerts_empty"();--> statement-breakpoint
UPDATE "users" SET "recent_alerts" = recent_alerts_of(id)
  WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = users.id);
