CREATE TABLE "bird" (
	"id" text PRIMARY KEY NOT NULL,
	"tvtbirdid" integer NOT NULL,
	"name" text NOT NULL,
	"scientific_name" text NOT NULL,
	"english_name" text NOT NULL,
	"family" text NOT NULL,
	"length_cm" real NOT NULL,
	"size_class" integer NOT NULL,
	"colours" integer[] NOT NULL,
	"silhouette" integer NOT NULL,
	"beak" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"primary_order" integer,
	"thresholdvalue" integer NOT NULL,
	"commonness" integer NOT NULL,
	"tip" text DEFAULT '' NOT NULL,
	"similar" text[] DEFAULT '{}'::text[] NOT NULL,
	"plumages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sound" text,
	"video" text,
	"videothumb" text,
	"videoplaylist" text,
	"search" text GENERATED ALWAYS AS (' ' || translate(lower(name), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bird_tvtbirdid_unique" UNIQUE("tvtbirdid")
);
--> statement-breakpoint
CREATE TABLE "bird_tip" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"bird_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bird_tip_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "bird_commonness_idx" ON "bird" USING btree ("commonness");