CREATE TABLE "moderation_item" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"campaign_year" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "moderation_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_scan" (
	"id" integer PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"submission_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "count_submission" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
ALTER TABLE "count_submission" ADD COLUMN "client_network_hash" text;--> statement-breakpoint
ALTER TABLE "moderation_item" ADD CONSTRAINT "moderation_item_submission_id_count_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."count_submission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_item_state_idx" ON "moderation_item" USING btree ("state","campaign_year","flagged_at");--> statement-breakpoint
CREATE INDEX "count_submission_received_idx" ON "count_submission" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "count_submission_client_address_idx" ON "count_submission" USING btree ("client_address_hash","received_at");--> statement-breakpoint
CREATE INDEX "count_submission_client_network_idx" ON "count_submission" USING btree ("client_network_hash","received_at");