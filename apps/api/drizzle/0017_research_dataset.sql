CREATE TABLE "campaign_species" (
	"campaign_year" integer NOT NULL,
	"position" integer NOT NULL,
	"bird_id" text NOT NULL,
	"tvtbirdid" integer NOT NULL,
	"name" text NOT NULL,
	"scientific_name" text NOT NULL,
	"taxon_rank" text NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_species_campaign_year_bird_id_pk" PRIMARY KEY("campaign_year","bird_id"),
	CONSTRAINT "campaign_species_position_key" UNIQUE("campaign_year","position")
);
--> statement-breakpoint
CREATE TABLE "research_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"licence" text NOT NULL,
	"rights_holder" text NOT NULL,
	"organisation" text NOT NULL,
	"contact_email" text NOT NULL,
	"coordinate_precision" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
