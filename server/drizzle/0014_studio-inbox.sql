CREATE TABLE "website_lead_inbox" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"internal_notes" text,
	"verification_lead_id" integer,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_lead_inbox_status_check" CHECK ("website_lead_inbox"."status" in ('new', 'contacted', 'converted', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "website_lead_inbox" ADD CONSTRAINT "website_lead_inbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_lead_inbox" ADD CONSTRAINT "website_lead_inbox_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_lead_inbox" ADD CONSTRAINT "website_lead_inbox_verification_lead_id_leads_id_fk" FOREIGN KEY ("verification_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_lead_inbox_status_idx" ON "website_lead_inbox" USING btree ("status");