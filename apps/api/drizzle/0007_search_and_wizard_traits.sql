ALTER TABLE "bird" ADD COLUMN "also_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bird" ADD COLUMN "also_silhouettes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bird" ADD COLUMN "also_beaks" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bird" ADD COLUMN "other_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bird" ADD COLUMN "habitat_note" text;--> statement-breakpoint
-- The guide's search forgives small typos with trigram similarity (PGlite loads the extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Facts corrected in @tvt/content (issue 13), for databases seeded before: only where the row
-- still holds the old default, so an organisation's own edit stays.
UPDATE "bird" SET "name" = 'Vlaamse gaai' WHERE "id" = 'gaai' AND "name" = 'Gaai';--> statement-breakpoint
UPDATE "bird" SET "thresholdvalue" = 30 WHERE "id" IN ('staartmees', 'ringmus') AND "thresholdvalue" = 20;--> statement-breakpoint
UPDATE "bird" SET "thresholdvalue" = 10 WHERE "id" = 'zwarte-mees' AND "thresholdvalue" = 6;--> statement-breakpoint
UPDATE "bird" SET "thresholdvalue" = 25 WHERE "id" = 'ransuil' AND "thresholdvalue" = 15;--> statement-breakpoint
UPDATE "bird" SET "beak" = 2 WHERE "id" = 'kokmeeuw' AND "beak" = 6;--> statement-breakpoint
UPDATE "bird" SET "tip" = replace("tip", 'het vrouwtje een witachtige.', 'het vrouwtje een zwarte kruin met een licht voorhoofd.') WHERE "id" = 'kleine-bonte-specht';--> statement-breakpoint
UPDATE "bird" SET "similar" = array_append("similar", 'stadsduif') WHERE "id" = 'turkse-tortel' AND NOT ('stadsduif' = ANY("similar"));--> statement-breakpoint
UPDATE "bird" SET "similar" = array_append("similar", 'turkse-tortel') WHERE "id" = 'stadsduif' AND NOT ('turkse-tortel' = ANY("similar"));
