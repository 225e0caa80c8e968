ALTER TABLE "source_states" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
-- Sources whose latest fetch worked: that fetch is their last success.
UPDATE "source_states" SET "last_success_at" = "last_fetched_at" WHERE "last_status" IN ('ok', 'not-modified');
