CREATE TABLE "request_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	CONSTRAINT "request_reports_request_reporter_unique" UNIQUE("request_id","reporter_id"),
	CONSTRAINT "request_reports_reason_check" CHECK ("request_reports"."reason" in ('asks-for-money', 'fake', 'duplicate', 'other')),
	CONSTRAINT "request_reports_resolution_check" CHECK ("request_reports"."resolution" in ('upheld', 'dismissed')),
	CONSTRAINT "request_reports_note_check" CHECK (char_length("request_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_reports_open_idx" ON "request_reports" USING btree ("request_id","created_at") WHERE "request_reports"."resolution" is null;--> statement-breakpoint
CREATE INDEX "request_reports_reporter_idx" ON "request_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "request_reports_resolved_by_idx" ON "request_reports" USING btree ("resolved_by") WHERE "request_reports"."resolved_by" is not null;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_requests_hidden_by_idx" ON "donation_requests" USING btree ("hidden_by") WHERE "donation_requests"."hidden_by" is not null;--> statement-breakpoint
CREATE INDEX "donation_requests_requester_hidden_idx" ON "donation_requests" USING btree ("requester_id") WHERE "donation_requests"."hidden_at" is not null;--> statement-breakpoint
-- A hidden request leaves every list but its requester's own (decision 0040), so request_counts, which
-- the lists' totals read, counts only requests that are not hidden: hiding one takes it out of its
-- count, as a delete would, and the count follows the other changes of a visible request as before.
CREATE OR REPLACE FUNCTION "request_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.blood, OLD.division, OLD.district, OLD.hidden_at IS NULL)
      IS NOT DISTINCT FROM (NEW.status, NEW.blood, NEW.division, NEW.district, NEW.hidden_at IS NULL) THEN
    RETURN NULL;
  END IF;
  FOR moved IN
    SELECT * FROM (
      SELECT OLD.status, OLD.blood, OLD.division, OLD.district, -1 AS delta WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL
      UNION ALL
      SELECT NEW.status, NEW.blood, NEW.division, NEW.district, 1 WHERE TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL
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
DROP TRIGGER "request_counts_follow" ON "donation_requests";--> statement-breakpoint
CREATE TRIGGER "request_counts_follow" AFTER INSERT OR DELETE OR UPDATE OF status, blood, division, district, hidden_at ON "donation_requests"
  FOR EACH ROW EXECUTE FUNCTION "request_counts_follow"();
