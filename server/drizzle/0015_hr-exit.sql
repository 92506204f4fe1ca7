CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"resignation_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"encashment_divisor" integer DEFAULT 26 NOT NULL,
	"waive_notice_recovery" boolean DEFAULT false NOT NULL,
	"reimbursements" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"note" text,
	"figures" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalised_at" timestamp with time zone,
	"finalised_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('draft', 'final'))
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_resignation_id_resignations_id_fk" FOREIGN KEY ("resignation_id") REFERENCES "public"."resignations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_resignation_key" ON "settlements" USING btree ("resignation_id");--> statement-breakpoint
CREATE INDEX "settlements_employee_idx" ON "settlements" USING btree ("employee_id");