CREATE TABLE "policy_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_version_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"typed_name" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"content_hash" text NOT NULL,
	"declaration" jsonb,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_kind_check" CHECK ("policy_versions"."kind" in ('nda', 'conflict-of-interest'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"department" text NOT NULL,
	"designation" text NOT NULL,
	"manager_id" integer,
	"date_of_joining" date NOT NULL,
	"date_of_birth" date,
	"employment_type" text NOT NULL,
	"work_location" text NOT NULL,
	"work_state" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"pan" text,
	"aadhaar_last4" text,
	"bank_account" text,
	"ifsc" text,
	"emergency_contact" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_employment_type_check" CHECK ("employees"."employment_type" in ('permanent', 'contract', 'intern')),
	CONSTRAINT "employees_status_check" CHECK ("employees"."status" in ('active', 'notice', 'exited', 'inactive')),
	CONSTRAINT "employees_aadhaar_last4_check" CHECK ("employees"."aadhaar_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "employees_pan_check" CHECK ("employees"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "employees_ifsc_check" CHECK ("employees"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"gross_total" integer DEFAULT 0 NOT NULL,
	"deductions_total" integer DEFAULT 0 NOT NULL,
	"net_total" integer DEFAULT 0 NOT NULL,
	"employer_total" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_by" integer,
	"locked_at" timestamp with time zone,
	"locked_by" integer,
	CONSTRAINT "payroll_runs_status_check" CHECK ("payroll_runs"."status" in ('preview', 'locked')),
	CONSTRAINT "payroll_runs_month_check" CHECK ("payroll_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"month" text NOT NULL,
	"employee" jsonb NOT NULL,
	"structure" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"gross_earned" integer NOT NULL,
	"total_deductions" integer NOT NULL,
	"net_pay" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"employee_id" integer,
	"month" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"basic" integer NOT NULL,
	"hra" integer NOT NULL,
	"special" integer NOT NULL,
	"other" integer NOT NULL,
	"effective_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_structures_amounts_check" CHECK ("salary_structures"."basic" > 0 and "salary_structures"."hra" >= 0 and "salary_structures"."special" >= 0 and "salary_structures"."other" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resignations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"reason" text NOT NULL,
	"proposed_last_day" date NOT NULL,
	"notice_days" integer NOT NULL,
	"expected_last_day" date NOT NULL,
	"last_working_day" date,
	"status" text DEFAULT 'submitted' NOT NULL,
	"hr_note" text,
	"checklist" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"deactivated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "resignations_status_check" CHECK ("resignations"."status" in ('submitted', 'discussion', 'accepted', 'withdrawn', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_employee_id" integer,
	"anonymous" boolean NOT NULL,
	"receipt_hash" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "suggestions_anonymous_check" CHECK (not "suggestions"."anonymous" or "suggestions"."author_employee_id" is null),
	CONSTRAINT "suggestions_status_check" CHECK ("suggestions"."status" in ('new', 'under-review', 'accepted', 'implemented', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_policy_version_id_policy_versions_id_fk" FOREIGN KEY ("policy_version_id") REFERENCES "public"."policy_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_audit" ADD CONSTRAINT "salary_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_audit" ADD CONSTRAINT "salary_audit_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_author_employee_id_employees_id_fk" FOREIGN KEY ("author_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_acknowledgements_version_employee_key" ON "policy_acknowledgements" USING btree ("policy_version_id","employee_id");--> statement-breakpoint
CREATE INDEX "policy_acknowledgements_employee_idx" ON "policy_acknowledgements" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_kind_version_key" ON "policy_versions" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_key" ON "employees" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_id_key" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department","code");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","code");--> statement-breakpoint
CREATE INDEX "employees_manager_id_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_month_key" ON "payroll_runs" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee_key" ON "payslips" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_employee_idx" ON "payslips" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "salary_audit_at_idx" ON "salary_audit" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_employee_id_key" ON "salary_structures" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resignations_one_open_key" ON "resignations" USING btree ("employee_id") WHERE "resignations"."status" in ('submitted', 'discussion', 'accepted');--> statement-breakpoint
CREATE INDEX "resignations_status_idx" ON "resignations" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "suggestions_status_idx" ON "suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "suggestions_author_idx" ON "suggestions" USING btree ("author_employee_id");