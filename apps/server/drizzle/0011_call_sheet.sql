CREATE TABLE "donor_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"caller_id" uuid,
	"outcome" text NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_calls_outcome_check" CHECK ("donor_calls"."outcome" in ('no-answer', 'declined', 'agreed', 'wrong-number', 'not-eligible')),
	CONSTRAINT "donor_calls_note_check" CHECK (char_length("donor_calls"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "volunteer_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_calls" ADD CONSTRAINT "donor_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_calls_donor_idx" ON "donor_calls" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "donor_calls_request_idx" ON "donor_calls" USING btree ("request_id","donor_id","created_at");