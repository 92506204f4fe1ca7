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
ALTER TABLE "appraisal_cycles" ADD CONSTRAINT "appraisal_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_cycle_id_appraisal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."appraisal_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress_updates" ADD CONSTRAINT "goal_progress_updates_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress_updates" ADD CONSTRAINT "goal_progress_updates_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_cycles_name_key" ON "appraisal_cycles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_cycles_one_open_key" ON "appraisal_cycles" USING btree ("status") WHERE "appraisal_cycles"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_cycle_employee_key" ON "appraisals" USING btree ("cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_employee_idx" ON "appraisals" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "goal_progress_updates_goal_idx" ON "goal_progress_updates" USING btree ("goal_id","at");--> statement-breakpoint
CREATE INDEX "goals_appraisal_idx" ON "goals" USING btree ("appraisal_id","id");