ALTER TABLE "trends" ADD COLUMN "off_list" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Every single report was off the list: it keeps being seen only by the companies it matters to.
UPDATE "trends" SET "off_list" = "single_report";
