CREATE TABLE "trend_facts" (
	"trend_id" integer NOT NULL,
	"timeframe" text NOT NULL,
	"mentions" integer NOT NULL,
	"previous_mentions" integer NOT NULL,
	"growth" real NOT NULL,
	"velocity" text NOT NULL,
	"volume" text NOT NULL,
	"history" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trend_facts_trend_id_timeframe_pk" PRIMARY KEY("trend_id","timeframe")
);
--> statement-breakpoint
ALTER TABLE "trend_explanations" ADD COLUMN "search_keyword" text;--> statement-breakpoint
ALTER TABLE "trend_explanations" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trend_facts" ADD CONSTRAINT "trend_facts_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trend_facts_timeframe_idx" ON "trend_facts" USING btree ("timeframe","computed_at");