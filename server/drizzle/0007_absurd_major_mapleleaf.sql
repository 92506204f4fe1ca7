CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"about_kind" text NOT NULL,
	"about_id" integer NOT NULL,
	"queued_by" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hsn_sac" text NOT NULL,
	"unit" text NOT NULL,
	"rate_paise" bigint NOT NULL,
	"gst_rate_bps" integer NOT NULL,
	"quantity_basis" text DEFAULT 'fixed' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_rate_check" CHECK ("catalogue_items"."rate_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"no" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"sent_to" text,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	CONSTRAINT "quotation_versions_quotation_no_key" UNIQUE("quotation_id","no")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"customer_name" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'costed', 'sent', 'changes_requested', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "terms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"milestones" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"timeline" text NOT NULL,
	"warranty" text NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_change_requests" ADD CONSTRAINT "quotation_change_requests_version_id_quotation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quotation_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_templates" ADD CONSTRAINT "terms_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id","position");--> statement-breakpoint
CREATE INDEX "mail_outbox_queued_by_idx" ON "mail_outbox" USING btree ("queued_by","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_about_idx" ON "mail_outbox" USING btree ("about_kind","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_code_key" ON "catalogue_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "catalogue_items_name_idx" ON "catalogue_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "quotation_change_requests_version_idx" ON "quotation_change_requests" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_versions_token_key" ON "quotation_versions" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_lead_id_key" ON "quotations" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_key" ON "quotations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotations_updated_at_idx" ON "quotations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "quotations_status_updated_at_idx" ON "quotations" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "quotations_total_idx" ON "quotations" USING btree ("total_paise","id");--> statement-breakpoint
CREATE INDEX "quotations_owner_idx" ON "quotations" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotations_search_trgm_idx" ON "quotations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "terms_templates_name_key" ON "terms_templates" USING btree ("name");