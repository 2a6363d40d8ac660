CREATE TABLE "result_area_pending" (
	"campaign_year" integer NOT NULL,
	"area_code" text NOT NULL,
	"counts" integer NOT NULL,
	"people" integer NOT NULL,
	"birds" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_species_pending" (
	"campaign_year" integer NOT NULL,
	"area_code" text NOT NULL,
	"bird_id" text NOT NULL,
	"birds" bigint NOT NULL,
	"gardens" integer NOT NULL
);
