CREATE TABLE "drive_team_members" (
	"drive_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_team_members_drive_id_user_id_pk" PRIMARY KEY("drive_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "drive_team_members" ADD CONSTRAINT "drive_team_members_drive_id_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_team_members" ADD CONSTRAINT "drive_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_team_members_user_idx" ON "drive_team_members" USING btree ("user_id");