CREATE TABLE "address" (
	"nummeraanduiding_id" text PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"house_number" integer NOT NULL,
	"house_letter" text DEFAULT '' NOT NULL,
	"house_number_addition" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"municipality" text NOT NULL,
	"municipality_code" text NOT NULL,
	"province" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"surface_area" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unique_file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"small_width" integer NOT NULL,
	"small_height" integer NOT NULL,
	"original_file_name" text,
	"client_file_size" integer,
	"client_width" integer,
	"client_height" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frontend" boolean,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_unique_file_name_unique" UNIQUE("unique_file_name")
);
--> statement-breakpoint
CREATE INDEX "address_postal_code_house_number_idx" ON "address" USING btree ("postal_code","house_number");