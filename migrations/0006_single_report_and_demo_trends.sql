ALTER TABLE "trends" ADD COLUMN "single_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trends" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Trends every article of which came from the bundled demo corpus are demo news.
UPDATE "trends" t SET "demo" = true
WHERE EXISTS (SELECT 1 FROM "news_items" n WHERE n."trend_id" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "news_items" n WHERE n."trend_id" = t."id" AND n."source" NOT LIKE 'demo:%');
