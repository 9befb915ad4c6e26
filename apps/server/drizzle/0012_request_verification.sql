ALTER TABLE "donation_requests" ADD COLUMN "verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_calls_caller_idx" ON "donor_calls" USING btree ("caller_id");--> statement-breakpoint
CREATE INDEX "donation_requests_verified_by_idx" ON "donation_requests" USING btree ("verified_by") WHERE "donation_requests"."verified_by" is not null;