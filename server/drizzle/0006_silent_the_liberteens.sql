CREATE TABLE "checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" text,
	"done_by" integer,
	"note" text,
	"photo_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_items_lead_key" UNIQUE("lead_id","key")
);
--> statement-breakpoint
CREATE TABLE "lead_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"outcome" text NOT NULL,
	"note" text,
	"next_follow_up_at" timestamp with time zone,
	CONSTRAINT "lead_calls_outcome_check" CHECK (outcome in ('interested', 'not_interested', 'call_back', 'unreachable'))
);
--> statement-breakpoint
CREATE TABLE "lead_requirements" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"project_type" text NOT NULL,
	"site_address" text NOT NULL,
	"site_state" text NOT NULL,
	"length_m" double precision NOT NULL,
	"width_m" double precision NOT NULL,
	"shallow_depth_m" double precision NOT NULL,
	"deep_depth_m" double precision NOT NULL,
	"shape" text NOT NULL,
	"finish" text NOT NULL,
	"filtration" text NOT NULL,
	"heating" text NOT NULL,
	"lighting" text NOT NULL,
	"accessories" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_min_paise" bigint,
	"budget_max_paise" bigint,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sales" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'to_call' NOT NULL,
	"owner_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"next_follow_up_at" timestamp with time zone,
	"follow_up_reminded_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_sales_stage_check" CHECK (stage in ('to_call', 'interested', 'not_interested', 'call_back', 'unreachable', 'requirements_captured', 'costing_requested', 'costed', 'design', 'extra_payments', 'terms', 'final_sent', 'accepted', 'declined', 'expired', 'checklist', 'done'))
);
--> statement-breakpoint
CREATE TABLE "sales_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"design_version" integer,
	"title" text,
	"chosen" boolean DEFAULT false NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_files_design_version_key" UNIQUE("lead_id","kind","design_version"),
	CONSTRAINT "sales_files_kind_check" CHECK (kind in ('site-photo', 'design', 'checklist-photo'))
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_photo_id_sales_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."sales_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_requirements" ADD CONSTRAINT "lead_requirements_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_requirements" ADD CONSTRAINT "lead_requirements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_files" ADD CONSTRAINT "sales_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_files" ADD CONSTRAINT "sales_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_lead_idx" ON "checklist_items" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_calls_lead_idx" ON "lead_calls" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_calls_at_idx" ON "lead_calls" USING btree ("at");--> statement-breakpoint
CREATE INDEX "lead_sales_stage_idx" ON "lead_sales" USING btree ("stage","next_follow_up_at","lead_id");--> statement-breakpoint
CREATE INDEX "lead_sales_owner_idx" ON "lead_sales" USING btree ("owner_id","next_follow_up_at");--> statement-breakpoint
CREATE INDEX "lead_sales_due_idx" ON "lead_sales" USING btree ("next_follow_up_at") WHERE follow_up_reminded_at is null;--> statement-breakpoint
CREATE INDEX "sales_files_lead_idx" ON "sales_files" USING btree ("lead_id","kind");