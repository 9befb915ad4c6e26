CREATE TABLE "blood_bank_managers" (
	"bank_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_bank_managers_bank_id_user_id_pk" PRIMARY KEY("bank_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blood_bank_stock" (
	"bank_id" uuid NOT NULL,
	"blood" text NOT NULL,
	"units" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "blood_bank_stock_bank_id_blood_pk" PRIMARY KEY("bank_id","blood"),
	CONSTRAINT "blood_bank_stock_units_check" CHECK ("blood_bank_stock"."units" between 0 and 9999),
	CONSTRAINT "blood_bank_stock_blood_check" CHECK ("blood_bank_stock"."blood" in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'))
);
--> statement-breakpoint
CREATE TABLE "blood_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blood_bank_managers" ADD CONSTRAINT "blood_bank_managers_bank_id_blood_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_bank_managers" ADD CONSTRAINT "blood_bank_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_bank_stock" ADD CONSTRAINT "blood_bank_stock_bank_id_blood_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_bank_stock" ADD CONSTRAINT "blood_bank_stock_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_bank_managers_user_idx" ON "blood_bank_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blood_bank_stock_blood_idx" ON "blood_bank_stock" USING btree ("blood","bank_id") WHERE "blood_bank_stock"."units" > 0;--> statement-breakpoint
CREATE INDEX "blood_banks_place_idx" ON "blood_banks" USING btree ("division","district");