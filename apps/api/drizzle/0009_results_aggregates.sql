CREATE TABLE "count_exclusion" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"excluded" boolean NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_area" (
	"campaign_year" integer NOT NULL,
	"area_code" text NOT NULL,
	"counts" integer NOT NULL,
	"people" integer NOT NULL,
	"birds" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_area_campaign_year_area_code_pk" PRIMARY KEY("campaign_year","area_code")
);
--> statement-breakpoint
CREATE TABLE "result_species" (
	"campaign_year" integer NOT NULL,
	"area_code" text NOT NULL,
	"bird_id" text NOT NULL,
	"birds" bigint NOT NULL,
	"gardens" integer NOT NULL,
	CONSTRAINT "result_species_campaign_year_area_code_bird_id_pk" PRIMARY KEY("campaign_year","area_code","bird_id")
);
--> statement-breakpoint
ALTER TABLE "count_submission" ADD COLUMN "area_province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "count_submission" ADD COLUMN "area_municipality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "count_submission" ADD COLUMN "excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "count_exclusion" ADD CONSTRAINT "count_exclusion_submission_id_count_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."count_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_exclusion_submission_idx" ON "count_exclusion" USING btree ("submission_id");