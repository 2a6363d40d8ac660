ALTER TABLE "campaign" ADD COLUMN "links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "banners" jsonb DEFAULT '{}'::jsonb NOT NULL;