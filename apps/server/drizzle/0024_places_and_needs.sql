CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_bn" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "areas_kind_check" CHECK ("areas"."kind" in ('upazila', 'thana'))
);
--> statement-breakpoint
CREATE TABLE "district_centres" (
	"district" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_bn" text NOT NULL,
	"division" text NOT NULL,
	"district" text NOT NULL,
	"kind" text NOT NULL,
	"ownership" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"added_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitals_kind_check" CHECK ("hospitals"."kind" in ('medical_college', 'district_hospital', 'specialised', 'general')),
	CONSTRAINT "hospitals_ownership_check" CHECK ("hospitals"."ownership" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "surges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district" text,
	"started_by" uuid,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"ended_by" uuid
);
--> statement-breakpoint
ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_purpose_check";--> statement-breakpoint
ALTER TABLE "alert_waves" ADD COLUMN "radius_km" double precision;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "component" text DEFAULT 'whole_blood' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "needed_by" timestamp (3) with time zone;--> statement-breakpoint
-- Requests made before issue 48 are needed by the end of their donation day, Dhaka time.
UPDATE "donation_requests" SET "needed_by" = ("donation_date"::text || ' 23:59:00+06')::timestamptz;--> statement-breakpoint
ALTER TABLE "donation_requests" ALTER COLUMN "needed_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "hospital_id" text;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "location_lat" double precision;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "location_lon" double precision;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "geo_lat" double precision;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "geo_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "geo_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "geo_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "geo_cell" integer;--> statement-breakpoint
ALTER TABLE "surges" ADD CONSTRAINT "surges_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surges" ADD CONSTRAINT "surges_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_district_idx" ON "areas" USING btree ("district","name");--> statement-breakpoint
CREATE INDEX "hospitals_place_idx" ON "hospitals" USING btree ("division","district","name");--> statement-breakpoint
CREATE INDEX "surges_live_idx" ON "surges" USING btree ("ends_at") WHERE "surges"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_requests_platelets_district_idx" ON "donation_requests" USING btree ("district","created_at") WHERE "donation_requests"."component" in ('platelets', 'apheresis_platelets');--> statement-breakpoint
CREATE INDEX "donation_requests_hospital_idx" ON "donation_requests" USING btree ("hospital_id") WHERE "donation_requests"."hospital_id" is not null;--> statement-breakpoint
CREATE INDEX "users_wave_cell_idx" ON "users" USING btree ("geo_cell","blood",(coalesce("recent_alerts"[1], '-infinity'::timestamptz)),(coalesce("recent_alerts"[3], '-infinity'::timestamptz))) WHERE "users"."available" and "users"."status" = 'Active';--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" in ('donorListing', 'phoneToRequesters', 'volunteerCalls', 'alertInApp', 'alertEmail', 'alertPush', 'alertSms', 'locationShared'));--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_component_check" CHECK ("donation_requests"."component" in ('whole_blood', 'red_cells', 'platelets', 'apheresis_platelets', 'plasma', 'cryo'));--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_one_place_check" CHECK ("donation_requests"."hospital_id" is null or "donation_requests"."location_lat" is null);--> statement-breakpoint
INSERT INTO "district_centres" ("district", "lat", "lon") VALUES
  ('Comilla', 23.4683, 91.1788),
  ('Feni', 23.0232, 91.3841),
  ('Brahmanbaria', 23.9571, 91.1119),
  ('Rangamati', 22.6556, 92.1754),
  ('Noakhali', 22.8696, 91.0994),
  ('Chandpur', 23.2333, 90.6713),
  ('Lakshmipur', 22.9425, 90.8412),
  ('Chattogram', 22.3351, 91.8341),
  ('Coxsbazar', 21.4432, 91.9738),
  ('Khagrachhari', 23.1193, 91.9847),
  ('Bandarban', 22.1953, 92.2184),
  ('Sirajganj', 24.4534, 89.7007),
  ('Pabna', 23.9985, 89.2336),
  ('Bogura', 24.8465, 89.3778),
  ('Rajshahi', 24.3723, 88.5631),
  ('Natore', 24.4206, 89.0003),
  ('Joypurhat', 25.0964, 89.04),
  ('Chapainawabganj', 24.5965, 88.2775),
  ('Naogaon', 24.8326, 88.9249),
  ('Jashore', 23.1664, 89.2081),
  ('Satkhira', 22.7183, 89.0686),
  ('Meherpur', 23.7622, 88.6318),
  ('Narail', 23.1725, 89.5127),
  ('Chuadanga', 23.6402, 88.8418),
  ('Kushtia', 23.9013, 89.1205),
  ('Magura', 23.4873, 89.42),
  ('Khulna', 22.8158, 89.5687),
  ('Bagerhat', 22.6516, 89.7859),
  ('Jhenaidah', 23.5448, 89.1539),
  ('Jhalakathi', 22.6423, 90.2),
  ('Patuakhali', 22.3596, 90.3299),
  ('Pirojpur', 22.5778, 89.9897),
  ('Barishal', 22.701, 90.3728),
  ('Bhola', 22.6859, 90.6482),
  ('Barguna', 22.1599, 90.1252),
  ('Sylhet', 24.8898, 91.8698),
  ('Moulvibazar', 24.4829, 91.7774),
  ('Habiganj', 24.3749, 91.4155),
  ('Sunamganj', 25.0658, 91.395),
  ('Narsingdi', 23.9322, 90.7154),
  ('Gazipur', 24.0023, 90.4264),
  ('Shariatpur', 23.206, 90.3474),
  ('Narayanganj', 23.6337, 90.4965),
  ('Tangail', 24.2641, 89.918),
  ('Kishoreganj', 24.4449, 90.7766),
  ('Manikganj', 23.8617, 90.0003),
  ('Dhaka', 23.7115, 90.4111),
  ('Munshiganj', 23.5422, 90.5305),
  ('Rajbari', 23.7574, 89.6445),
  ('Madaripur', 23.1641, 90.1897),
  ('Gopalganj', 23.0051, 89.8266),
  ('Faridpur', 23.6071, 89.8429),
  ('Panchagarh', 26.3411, 88.5542),
  ('Dinajpur', 25.6217, 88.6355),
  ('Lalmonirhat', 25.9923, 89.2847),
  ('Nilphamari', 25.9318, 88.856),
  ('Gaibandha', 25.3288, 89.5281),
  ('Thakurgaon', 26.0337, 88.4617),
  ('Rangpur', 25.7558, 89.2445),
  ('Kurigram', 25.8054, 89.6362),
  ('Sherpur', 25.0205, 90.0153),
  ('Mymensingh', 24.7466, 90.4072),
  ('Jamalpur', 24.9375, 89.9378),
  ('Netrokona', 24.871, 90.7279);--> statement-breakpoint
-- The grid cell of a point: GEO_CELL_DEGREES (0.02) squares numbered row * 10000 + column, the same
-- arithmetic as geoCellOf() in packages/shared/src/places/geo.ts (decision 0055).
CREATE FUNCTION "geo_cell_of"(lat double precision, lon double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (floor(lat / 0.02) * 10000 + floor(lon / 0.02))::integer $$;--> statement-breakpoint
-- The point a donor is measured from: their own (rounded) point, else their area's centre, else their
-- district's centre; kept here so that no path that changes a place can forget it.
CREATE FUNCTION "users_keep_geo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new."location_lat" IS NOT NULL AND new."location_lon" IS NOT NULL THEN
    new."geo_lat" := new."location_lat";
    new."geo_lon" := new."location_lon";
  ELSE
    SELECT a."lat", a."lon" INTO new."geo_lat", new."geo_lon" FROM "areas" a WHERE a."id" = new."area_id";
    IF NOT FOUND THEN
      SELECT c."lat", c."lon" INTO new."geo_lat", new."geo_lon" FROM "district_centres" c WHERE c."district" = new."district";
      IF NOT FOUND THEN
        new."geo_lat" := NULL;
        new."geo_lon" := NULL;
      END IF;
    END IF;
  END IF;
  new."geo_cell" := CASE WHEN new."geo_lat" IS NULL THEN NULL ELSE "geo_cell_of"(new."geo_lat", new."geo_lon") END;
  RETURN new;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_keep_geo" BEFORE INSERT OR UPDATE OF "district", "area_id", "location_lat", "location_lon" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_keep_geo"();--> statement-breakpoint
-- The point a request is measured from: its own point, else its hospital's, else its district's centre.
CREATE FUNCTION "donation_requests_keep_geo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new."location_lat" IS NOT NULL AND new."location_lon" IS NOT NULL THEN
    new."geo_lat" := new."location_lat";
    new."geo_lon" := new."location_lon";
  ELSE
    SELECT h."lat", h."lon" INTO new."geo_lat", new."geo_lon" FROM "hospitals" h WHERE h."id" = new."hospital_id";
    IF NOT FOUND THEN
      SELECT c."lat", c."lon" INTO new."geo_lat", new."geo_lon" FROM "district_centres" c WHERE c."district" = new."district";
    END IF;
  END IF;
  RETURN new;
END $$;--> statement-breakpoint
CREATE TRIGGER "donation_requests_keep_geo" BEFORE INSERT OR UPDATE OF "district", "hospital_id", "location_lat", "location_lon" ON "donation_requests"
  FOR EACH ROW EXECUTE FUNCTION "donation_requests_keep_geo"();--> statement-breakpoint
-- A row written without its deadline (demo data, tests) is needed by the end of its donation day, Dhaka time.
CREATE FUNCTION "donation_requests_default_needed_by"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  new."needed_by" := coalesce(new."needed_by", (new."donation_date"::text || ' 23:59:00+06')::timestamptz);
  RETURN new;
END $$;--> statement-breakpoint
CREATE TRIGGER "donation_requests_default_needed_by" BEFORE INSERT ON "donation_requests"
  FOR EACH ROW EXECUTE FUNCTION "donation_requests_default_needed_by"();--> statement-breakpoint
UPDATE "users" u SET "geo_lat" = c."lat", "geo_lon" = c."lon", "geo_cell" = "geo_cell_of"(c."lat", c."lon")
  FROM "district_centres" c WHERE c."district" = u."district";--> statement-breakpoint
UPDATE "donation_requests" r SET "geo_lat" = c."lat", "geo_lon" = c."lon"
  FROM "district_centres" c WHERE c."district" = r."district";--> statement-breakpoint
-- A donor's own location is a consent like the others (decision 0044): its giving and its withdrawal are recorded.
CREATE OR REPLACE FUNCTION "record_consent_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ('alertSms', old."alert_sms", new."alert_sms"),
    ('locationShared', old."location_lat" IS NOT NULL, new."location_lat" IS NOT NULL)
  ) AS c(purpose, was_granted, now_granted)
  WHERE c.was_granted IS DISTINCT FROM c.now_granted;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "record_consent_changes" ON "users";--> statement-breakpoint
CREATE TRIGGER "record_consent_changes" AFTER UPDATE OF "available", "phone_to_requesters", "volunteer_calls", "alert_in_app", "alert_email", "alert_push", "alert_sms", "location_lat" ON "users"
  FOR EACH ROW WHEN (new."erased_at" IS NULL) EXECUTE FUNCTION "record_consent_changes"();
