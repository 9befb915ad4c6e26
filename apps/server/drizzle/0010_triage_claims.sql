CREATE TABLE "request_claims" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_claims" ADD CONSTRAINT "request_claims_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_claims" ADD CONSTRAINT "request_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_claims_user_idx" ON "request_claims" USING btree ("user_id");--> statement-breakpoint
-- The triage board's "needed by" (decision 0037): a request's donation time as minutes of the day,
-- read from the free text the request form takes ('10:00', '9:30 AM', '21:15', '7 pm'); null when it
-- names no time of day, which the board puts after the timed requests of that date.
CREATE FUNCTION donation_minutes(t text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN m IS NULL OR m[1]::int > 23 OR coalesce(m[2], '0')::int > 59 THEN NULL
    WHEN upper(m[3]) = 'A' THEN (m[1]::int % 12) * 60 + coalesce(m[2], '0')::int
    WHEN upper(m[3]) = 'P' THEN (m[1]::int % 12 + 12) * 60 + coalesce(m[2], '0')::int
    ELSE m[1]::int * 60 + coalesce(m[2], '0')::int
  END
  FROM (SELECT regexp_match(t, '^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])?') AS m) AS parsed
$$;
--> statement-breakpoint
-- The urgency's place on the board: critical first.
CREATE FUNCTION urgency_rank(u text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE u WHEN 'critical' THEN 0 WHEN 'urgent' THEN 1 ELSE 2 END
$$;
--> statement-breakpoint
-- The board's order over the open requests only: its first page comes straight from here, however
-- many requests are done.
CREATE INDEX "donation_requests_triage_idx" ON "donation_requests" (urgency_rank("urgency"), "donation_date", donation_minutes("donation_time"), "created_at", "id")
  WHERE "status" = 'pending' OR ("status" = 'inprogress' AND "pledged_count" < "bags");
