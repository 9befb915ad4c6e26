CREATE TABLE "drive_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drive_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_bookings_code_unique" UNIQUE("code"),
	CONSTRAINT "drive_bookings_status_check" CHECK ("drive_bookings"."status" in ('booked', 'canceled', 'donated', 'deferred'))
);
--> statement-breakpoint
CREATE TABLE "drive_slots" (
	"drive_id" uuid NOT NULL,
	"start" text NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "drive_slots_drive_id_start_pk" PRIMARY KEY("drive_id","start"),
	CONSTRAINT "drive_slots_booked_check" CHECK ("drive_slots"."booked" between 0 and "drive_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"donors_per_slot" smallint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drives_status_check" CHECK ("drives"."status" in ('scheduled', 'canceled')),
	CONSTRAINT "drives_slot_minutes_check" CHECK ("drives"."slot_minutes" between 10 and 120),
	CONSTRAINT "drives_donors_per_slot_check" CHECK ("drives"."donors_per_slot" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD CONSTRAINT "drive_bookings_drive_id_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD CONSTRAINT "drive_bookings_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_slots" ADD CONSTRAINT "drive_slots_drive_id_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drives" ADD CONSTRAINT "drives_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_bookings_live_idx" ON "drive_bookings" USING btree ("drive_id","donor_id") WHERE "drive_bookings"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "drive_bookings_donor_idx" ON "drive_bookings" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "drives_date_idx" ON "drives" USING btree ("date","start_time","id");--> statement-breakpoint
CREATE INDEX "drives_place_date_idx" ON "drives" USING btree ("division","district","date");--> statement-breakpoint
CREATE INDEX "drives_organiser_idx" ON "drives" USING btree ("organiser_id");