ALTER TABLE "blood_banks" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "blood_banks" ADD COLUMN "address_bn" text;--> statement-breakpoint
ALTER TABLE "blood_banks" ADD COLUMN "opening_hours_bn" text;--> statement-breakpoint
ALTER TABLE "drives" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "drives" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "drives" ADD COLUMN "address_bn" text;