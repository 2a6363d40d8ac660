CREATE TABLE "reminder_message" (
	"campaign_year" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_signup" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_year" integer NOT NULL,
	"email_address" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "reminder_signup_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "reminder_signup_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "reminder_signup_campaign_email" UNIQUE("campaign_year","email_address")
);
--> statement-breakpoint
CREATE INDEX "reminder_signup_due_idx" ON "reminder_signup" USING btree ("campaign_year","status");