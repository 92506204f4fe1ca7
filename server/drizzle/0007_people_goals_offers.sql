CREATE TABLE "appraisal_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appraisal_cycles_status_check" CHECK ("appraisal_cycles"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "appraisal_cycles_dates_check" CHECK ("appraisal_cycles"."end_date" > "appraisal_cycles"."start_date")
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appraisals_status_check" CHECK ("appraisals"."status" in ('draft', 'submitted', 'rated'))
);
--> statement-breakpoint
CREATE TABLE "goal_progress_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"goal_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user" integer,
	CONSTRAINT "goal_progress_updates_percent_check" CHECK ("goal_progress_updates"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"due_date" date NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"self_rating" integer,
	"self_comment" text,
	"rating" integer,
	"rating_comment" text,
	"rated_by" integer,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "goals_weight_check" CHECK ("goals"."weight" between 1 and 100),
	CONSTRAINT "goals_progress_check" CHECK ("goals"."progress" between 0 and 100),
	CONSTRAINT "goals_self_rating_check" CHECK ("goals"."self_rating" between 1 and 5),
	CONSTRAINT "goals_rating_check" CHECK ("goals"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "joining_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "joining_documents_status_check" CHECK ("joining_documents"."status" in ('uploaded', 'verified', 'ask-again')),
	CONSTRAINT "joining_documents_kind_check" CHECK ("joining_documents"."kind" in ('photo', 'pan', 'address-proof', 'bank-proof', 'education', 'experience'))
);
--> statement-breakpoint
CREATE TABLE "offer_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"candidate_phone" text,
	"designation" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"work_state" text NOT NULL,
	"joining_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"basic" integer NOT NULL,
	"hra" integer NOT NULL,
	"special" integer NOT NULL,
	"other" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "offers_amounts_check" CHECK ("offers"."basic" > 0 and "offers"."hra" >= 0 and "offers"."special" >= 0 and "offers"."other" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "gross_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "deductions_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "net_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "employer_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "appraisal_cycles" ADD CONSTRAINT "appraisal_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_cycle_id_appraisal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."appraisal_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress_updates" ADD CONSTRAINT "goal_progress_updates_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress_updates" ADD CONSTRAINT "goal_progress_updates_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_documents" ADD CONSTRAINT "joining_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_documents" ADD CONSTRAINT "joining_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_cycles_name_key" ON "appraisal_cycles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_cycles_one_open_key" ON "appraisal_cycles" USING btree ("status") WHERE "appraisal_cycles"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_cycle_employee_key" ON "appraisals" USING btree ("cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_employee_idx" ON "appraisals" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "goal_progress_updates_goal_idx" ON "goal_progress_updates" USING btree ("goal_id","at");--> statement-breakpoint
CREATE INDEX "goals_appraisal_idx" ON "goals" USING btree ("appraisal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "joining_documents_employee_kind_key" ON "joining_documents" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "joining_documents_status_idx" ON "joining_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_key" ON "offers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_key" ON "offers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");