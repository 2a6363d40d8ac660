ALTER TABLE "bird" ADD COLUMN "drawing" text;--> statement-breakpoint
ALTER TABLE "bird_tip" ADD COLUMN "image" text;