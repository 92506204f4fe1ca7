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
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_key" ON "employees" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_id_key" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department","code");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","code");--> statement-breakpoint
CREATE INDEX "employees_manager_id_idx" ON "employees" USING btree ("manager_id");