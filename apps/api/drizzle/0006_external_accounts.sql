ALTER TABLE "account" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "profile_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_issuer_subject_unique" UNIQUE("issuer","subject");