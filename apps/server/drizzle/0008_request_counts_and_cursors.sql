CREATE TABLE "request_counts" (
	"status" text NOT NULL,
	"blood" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counts_status_blood_division_district_pk" PRIMARY KEY("status","blood","division","district")
);
--> statement-breakpoint
DROP INDEX "donation_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "donation_requests_search_idx";--> statement-breakpoint
DROP INDEX "donation_requests_search_division_idx";--> statement-breakpoint
DROP INDEX "donation_requests_requester_created_idx";--> statement-breakpoint
DROP INDEX "donation_requests_created_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "request_pledges" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "request_pledges" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "donation_requests" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "donation_requests" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "donation_requests_status_created_idx" ON "donation_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_search_idx" ON "donation_requests" USING btree ("blood","division","district","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_search_division_idx" ON "donation_requests" USING btree ("blood","division","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_requester_created_idx" ON "donation_requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_created_idx" ON "donation_requests" USING btree ("created_at","id");--> statement-breakpoint
-- request_counts follows donation_requests in the transaction of every write (decision 0033). A
-- change moves one count from the old row's key to the new one's; the keys are changed in their
-- order, so two changes crossing in opposite directions cannot deadlock.
CREATE FUNCTION "request_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.blood, OLD.division, OLD.district) IS NOT DISTINCT FROM (NEW.status, NEW.blood, NEW.division, NEW.district) THEN
    RETURN NULL;
  END IF;
  FOR moved IN
    SELECT * FROM (
      SELECT OLD.status, OLD.blood, OLD.division, OLD.district, -1 AS delta WHERE TG_OP IN ('UPDATE', 'DELETE')
      UNION ALL
      SELECT NEW.status, NEW.blood, NEW.division, NEW.district, 1 WHERE TG_OP IN ('UPDATE', 'INSERT')
    ) AS change (status, blood, division, district, delta)
    ORDER BY status, blood, division, district
  LOOP
    INSERT INTO request_counts AS c (status, blood, division, district, total)
      VALUES (moved.status, moved.blood, moved.division, moved.district, moved.delta)
      ON CONFLICT (status, blood, division, district) DO UPDATE SET total = c.total + excluded.total;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_counts_follow" AFTER INSERT OR DELETE OR UPDATE OF status, blood, division, district ON "donation_requests"
  FOR EACH ROW EXECUTE FUNCTION "request_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "request_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_counts_empty" AFTER TRUNCATE ON "donation_requests" FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_empty"();--> statement-breakpoint
INSERT INTO "request_counts" ("status", "blood", "division", "district", "total")
  SELECT "status", "blood", "division", "district", count(*) FROM "donation_requests" GROUP BY 1, 2, 3, 4;
