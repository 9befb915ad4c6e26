CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_request_user_unique" UNIQUE("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oidc_sign_in_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_issuer_subject_unique" UNIQUE("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "urgency" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "bags" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "notified_count" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_donation_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_kg" smallint;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_in_codes" ADD CONSTRAINT "oidc_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_codes_user_id_idx" ON "oidc_sign_in_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donation_requests_search_division_idx" ON "donation_requests" USING btree ("blood","division","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_donor_created_idx" ON "donation_requests" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "users_donor_match_idx" ON "users" USING btree ("division","blood","district") WHERE "users"."available" and "users"."status" = 'Active';--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_urgency_check" CHECK ("donation_requests"."urgency" in ('normal', 'urgent', 'critical'));--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_bags_check" CHECK ("donation_requests"."bags" between 1 and 10);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_year_check" CHECK ("users"."birth_year" between 1900 and 2100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_weight_kg_check" CHECK ("users"."weight_kg" between 20 and 300);