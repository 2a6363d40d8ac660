CREATE TABLE "count_bird" (
	"submission_id" uuid NOT NULL,
	"bird_id" text NOT NULL,
	"count" integer NOT NULL,
	"suspicious" boolean NOT NULL,
	CONSTRAINT "count_bird_submission_id_bird_id_pk" PRIMARY KEY("submission_id","bird_id")
);
--> statement-breakpoint
CREATE TABLE "count_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"inztestid" bigint,
	"function_name" text NOT NULL,
	"error_message" text NOT NULL,
	"error_stack" text NOT NULL,
	"user_agent" text NOT NULL,
	"count_object" jsonb,
	"extra" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "count_personal" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name_prefix" text,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"permission_to_call" boolean,
	"news_letter" boolean NOT NULL,
	"is_organisation" boolean NOT NULL,
	"external_campaign" jsonb NOT NULL,
	"postal_code" text NOT NULL,
	"street_number" text NOT NULL,
	"street_number_addition" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"geo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "count_submission" (
	"id" uuid PRIMARY KEY NOT NULL,
	"count_id" uuid NOT NULL,
	"body_hash" text NOT NULL,
	"campaign_year" integer NOT NULL,
	"inztestid" bigint NOT NULL,
	"counted_on" timestamp with time zone NOT NULL,
	"count_date" date NOT NULL,
	"count_time" text NOT NULL,
	"teller" text,
	"telplek" text,
	"neerslag" text,
	"groottetuin" text,
	"beplanting" text,
	"katten" text,
	"bestrijdingsmiddelen" text,
	"voeding" text,
	"elementen" jsonb,
	"municipality_code" text DEFAULT '' NOT NULL,
	"municipality" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"pc4" text NOT NULL,
	"lat_coarse" double precision,
	"lng_coarse" double precision,
	"private_location" boolean NOT NULL,
	"home_address" boolean NOT NULL,
	"participants" integer NOT NULL,
	"birds_counted_total" integer NOT NULL,
	"has_suspicious_values" boolean NOT NULL,
	"unrecognized_bird_remarks" text,
	"remarks" text,
	"photo_id" text,
	"referral_code" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_submission_count_id_unique" UNIQUE("count_id")
);
--> statement-breakpoint
CREATE TABLE "segment" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "count_bird" ADD CONSTRAINT "count_bird_submission_id_count_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."count_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_personal" ADD CONSTRAINT "count_personal_submission_id_count_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."count_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_bird_bird_id_idx" ON "count_bird" USING btree ("bird_id");--> statement-breakpoint
CREATE INDEX "count_submission_campaign_year_idx" ON "count_submission" USING btree ("campaign_year");