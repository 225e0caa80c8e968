DROP INDEX "saved_items_user_type_item_uq";--> statement-breakpoint
ALTER TABLE "saved_items" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing bookmarks go to the client they belong to: an angle's, pitch's or contact's own company, a personal
-- trend's company; a global trend to the user's active company (else their newest), as it was shown there.
UPDATE "saved_items" s SET "company_id" = a."company_id" FROM "story_angles" a
  WHERE s."item_type" = 'story_angle' AND a."id" = s."item_id" AND a."user_id" = s."user_id";--> statement-breakpoint
UPDATE "saved_items" s SET "company_id" = p."company_id" FROM "pitches" p
  WHERE s."item_type" = 'pitch' AND p."id" = s."item_id" AND p."user_id" = s."user_id";--> statement-breakpoint
UPDATE "saved_items" s SET "company_id" = c."company_id" FROM "contacts" c, "company_profiles" o
  WHERE s."item_type" = 'contact' AND c."id" = s."item_id" AND o."id" = c."company_id" AND o."user_id" = s."user_id";--> statement-breakpoint
UPDATE "saved_items" s SET "company_id" = t."company_id" FROM "trends" t, "company_profiles" o
  WHERE s."item_type" = 'trend' AND t."id" = s."item_id" AND o."id" = t."company_id" AND o."user_id" = s."user_id";--> statement-breakpoint
UPDATE "saved_items" s SET "company_id" = coalesce(
    (SELECT o."id" FROM "users" u JOIN "company_profiles" o ON o."id" = u."active_company_id" AND o."user_id" = u."id" WHERE u."id" = s."user_id"),
    (SELECT o."id" FROM "company_profiles" o WHERE o."user_id" = s."user_id" ORDER BY o."created_at" DESC, o."id" DESC LIMIT 1))
  WHERE s."company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_company_type_item_uq" UNIQUE NULLS NOT DISTINCT("user_id","company_id","item_type","item_id");