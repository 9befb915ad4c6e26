CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" in ('donorListing', 'phoneToRequesters', 'volunteerCalls', 'alertInApp', 'alertEmail', 'alertPush', 'alertSms'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_to_requesters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "audit_log_detail_created_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."detail" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id") WHERE "audit_log"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to");--> statement-breakpoint
CREATE INDEX "request_declines_user_idx" ON "request_declines" USING btree ("user_id");--> statement-breakpoint
-- Each change of a consent column is recorded with its time (decision 0044); a registration's choices are the row as created.
CREATE FUNCTION "record_consent_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consent_records" ("user_id", "purpose", "granted")
  SELECT new."id", c.purpose, c.now_granted
  FROM (VALUES
    ('donorListing', old."available", new."available"),
    ('phoneToRequesters', old."phone_to_requesters", new."phone_to_requesters"),
    ('volunteerCalls', old."volunteer_calls", new."volunteer_calls"),
    ('alertInApp', old."alert_in_app", new."alert_in_app"),
    ('alertEmail', old."alert_email", new."alert_email"),
    ('alertPush', old."alert_push", new."alert_push"),
    ('alertSms', old."alert_sms", new."alert_sms")
  ) AS c(purpose, was_granted, now_granted)
  WHERE c.was_granted IS DISTINCT FROM c.now_granted;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "record_consent_changes" AFTER UPDATE OF "available", "phone_to_requesters", "volunteer_calls", "alert_in_app", "alert_email", "alert_push", "alert_sms" ON "users"
  FOR EACH ROW WHEN (new."erased_at" IS NULL) EXECUTE FUNCTION "record_consent_changes"();
