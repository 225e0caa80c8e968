ALTER TABLE "pitches" ADD COLUMN "engine" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "story_angles" ADD COLUMN "engine" text DEFAULT 'offline' NOT NULL;