CREATE TABLE "do_not_contact" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "do_not_contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"contact_id" integer,
	"reason" text DEFAULT 'asked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_user" text NOT NULL,
	"smtp_password_sealed" text NOT NULL,
	"imap_host" text,
	"imap_port" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_settings" ADD CONSTRAINT "mailbox_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_contact_company_email_uq" ON "do_not_contact" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "do_not_contact_user_idx" ON "do_not_contact" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pitches_user_sent_to_idx" ON "pitches" USING btree ("user_id",lower("sent_to"),"sent_at");