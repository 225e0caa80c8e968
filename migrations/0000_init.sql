CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"oidc_subject" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"agency_plan" boolean DEFAULT false NOT NULL,
	"has_completed_onboarding" boolean DEFAULT false NOT NULL,
	"has_completed_dashboard_tour" boolean DEFAULT false NOT NULL,
	"api_credits" integer DEFAULT 1000 NOT NULL,
	"credits_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"active_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"website" text NOT NULL,
	"company_profile" text DEFAULT '' NOT NULL,
	"industry" text,
	"target_markets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_media_outlets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_outlets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_media_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ai_social_media_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_relationships" text,
	"website_readable" boolean DEFAULT true NOT NULL,
	"keywords_auto_populated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"term" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"trend" real DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovered_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discovered_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text DEFAULT 'global' NOT NULL,
	"company_id" integer,
	"raw_title" text NOT NULL,
	"normalized_title" text NOT NULL,
	"enriched_trend_id" integer,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovered_topics_scope_company_title_uq" UNIQUE NULLS NOT DISTINCT("scope","company_id","normalized_title")
);
--> statement-breakpoint
CREATE TABLE "discovery_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discovery_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"company_id" integer,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"items_fetched" integer DEFAULT 0 NOT NULL,
	"topics_upserted" integer DEFAULT 0 NOT NULL,
	"trends_upserted" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"triggered_by" uuid
);
--> statement-breakpoint
CREATE TABLE "discovery_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'stopped' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text,
	"outlet" text,
	"author" text,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scope" text DEFAULT 'global' NOT NULL,
	"company_id" integer,
	"keyword" text,
	"topic_id" integer,
	"trend_id" integer
);
--> statement-breakpoint
CREATE TABLE "source_states" (
	"key" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_explanations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trend_explanations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trend_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"relevance_score" real DEFAULT 0 NOT NULL,
	"matched_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"semantic_similarity" real DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_mentions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trend_mentions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trend_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"mentions" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"company_id" integer,
	"cluster_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'business' NOT NULL,
	"related_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"growth" real DEFAULT 0 NOT NULL,
	"mention_velocity" text DEFAULT 'low' NOT NULL,
	"mention_volume" text DEFAULT 'low' NOT NULL,
	"sentiment" text DEFAULT 'neutral' NOT NULL,
	"sentiment_score" real DEFAULT 0 NOT NULL,
	"trending_reason" text DEFAULT '' NOT NULL,
	"timeframe" text DEFAULT '24h' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"keyword" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trends_scope_company_cluster_uq" UNIQUE NULLS NOT DISTINCT("scope","company_id","cluster_key")
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pitches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"contact_id" integer,
	"story_angle_id" integer,
	"contact_name" text NOT NULL,
	"contact_outlet" text,
	"contact_email" text,
	"story_angle_headline" text,
	"subject_line" text NOT NULL,
	"body" text NOT NULL,
	"mode" text DEFAULT 'quick' NOT NULL,
	"status" text DEFAULT 'drafted' NOT NULL,
	"sent_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"follow_up_count" integer DEFAULT 0 NOT NULL,
	"next_follow_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_angles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_angles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"trend_id" integer,
	"trend_title" text,
	"headline" text NOT NULL,
	"title" text,
	"angle" text NOT NULL,
	"content_type" text NOT NULL,
	"target_audience" text,
	"key_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" text,
	"mode" text DEFAULT 'quick' NOT NULL,
	"is_saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"outlet" text,
	"published_at" timestamp with time zone,
	"summary" text
);
--> statement-breakpoint
CREATE TABLE "contact_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"suggested_data" jsonb NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"outlet" text NOT NULL,
	"email" text,
	"email_source" text,
	"phone" text,
	"profile_url" text,
	"linkedin_url" text,
	"areas_of_focus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relevance_score" real,
	"relevance_tier" integer,
	"match_explanation" text,
	"source" text DEFAULT 'byline' NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duplicate_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact1_id" integer NOT NULL,
	"contact2_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kept_contact_id" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "cache_counters" (
	"prefix" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"misses" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"reference" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_company_id_company_profiles_id_fk" FOREIGN KEY ("active_company_id") REFERENCES "public"."company_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_topics" ADD CONSTRAINT "discovered_topics_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_topics" ADD CONSTRAINT "discovered_topics_enriched_trend_id_trends_id_fk" FOREIGN KEY ("enriched_trend_id") REFERENCES "public"."trends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_runs" ADD CONSTRAINT "discovery_runs_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_runs" ADD CONSTRAINT "discovery_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_topic_id_discovered_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."discovered_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_explanations" ADD CONSTRAINT "trend_explanations_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_explanations" ADD CONSTRAINT "trend_explanations_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_mentions" ADD CONSTRAINT "trend_mentions_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trends" ADD CONSTRAINT "trends_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_story_angle_id_story_angles_id_fk" FOREIGN KEY ("story_angle_id") REFERENCES "public"."story_angles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_angles" ADD CONSTRAINT "story_angles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_angles" ADD CONSTRAINT "story_angles_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_angles" ADD CONSTRAINT "story_angles_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_articles" ADD CONSTRAINT "contact_articles_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_suggestions" ADD CONSTRAINT "contact_suggestions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_suggestions" ADD CONSTRAINT "contact_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_suggestions" ADD CONSTRAINT "contact_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_contact1_id_contacts_id_fk" FOREIGN KEY ("contact1_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_contact2_id_contacts_id_fk" FOREIGN KEY ("contact2_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_config" ADD CONSTRAINT "admin_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_uq" ON "users" USING btree ("oidc_subject");--> statement-breakpoint
CREATE INDEX "users_active_company_idx" ON "users" USING btree ("active_company_id");--> statement-breakpoint
CREATE INDEX "company_profiles_user_idx" ON "company_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_company_term_uq" ON "keywords" USING btree ("company_id",lower("term"));--> statement-breakpoint
CREATE INDEX "keywords_user_idx" ON "keywords" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discovered_topics_last_seen_idx" ON "discovered_topics" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "discovered_topics_trend_idx" ON "discovered_topics" USING btree ("enriched_trend_id");--> statement-breakpoint
CREATE INDEX "discovery_runs_started_idx" ON "discovery_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "discovery_runs_company_idx" ON "discovery_runs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_fingerprint_uq" ON "news_items" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_items_author_idx" ON "news_items" USING btree ("author");--> statement-breakpoint
CREATE INDEX "news_items_outlet_idx" ON "news_items" USING btree ("outlet");--> statement-breakpoint
CREATE INDEX "news_items_trend_idx" ON "news_items" USING btree ("trend_id");--> statement-breakpoint
CREATE INDEX "news_items_company_idx" ON "news_items" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trend_explanations_trend_company_uq" ON "trend_explanations" USING btree ("trend_id","company_id");--> statement-breakpoint
CREATE INDEX "trend_explanations_company_score_idx" ON "trend_explanations" USING btree ("company_id","relevance_score");--> statement-breakpoint
CREATE UNIQUE INDEX "trend_mentions_trend_bucket_uq" ON "trend_mentions" USING btree ("trend_id","bucket_start");--> statement-breakpoint
CREATE INDEX "trends_company_idx" ON "trends" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "trends_scope_active_rank_idx" ON "trends" USING btree ("scope","is_active","rank");--> statement-breakpoint
CREATE INDEX "trends_last_seen_idx" ON "trends" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "pitches_user_created_idx" ON "pitches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pitches_contact_idx" ON "pitches" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "pitches_follow_up_idx" ON "pitches" USING btree ("next_follow_up_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_type_item_uq" ON "saved_items" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "saved_items_type_item_idx" ON "saved_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "story_angles_user_created_idx" ON "story_angles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "story_angles_company_idx" ON "story_angles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_articles_contact_title_uq" ON "contact_articles" USING btree ("contact_id","title");--> statement-breakpoint
CREATE INDEX "contact_articles_contact_idx" ON "contact_articles" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_suggestions_status_idx" ON "contact_suggestions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contact_suggestions_contact_idx" ON "contact_suggestions" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_name_outlet_uq" ON "contacts" USING btree ("company_id",lower("name"),lower("outlet"));--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_flags_pair_uq" ON "duplicate_flags" USING btree ("contact1_id","contact2_id");--> statement-breakpoint
CREATE INDEX "duplicate_flags_status_idx" ON "duplicate_flags" USING btree ("status");--> statement-breakpoint
CREATE INDEX "duplicate_flags_contact2_idx" ON "duplicate_flags" USING btree ("contact2_id");--> statement-breakpoint
CREATE INDEX "cache_entries_expires_idx" ON "cache_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger" USING btree ("user_id","created_at");