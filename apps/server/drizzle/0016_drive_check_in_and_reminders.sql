ALTER TABLE "drive_bookings" ADD COLUMN "defer_reason" text;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD COLUMN "checked_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD COLUMN "reminded_day_before_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD COLUMN "reminded_soon_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "drives" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "drive_bookings" ADD CONSTRAINT "drive_bookings_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;