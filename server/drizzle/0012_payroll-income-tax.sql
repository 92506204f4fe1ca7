CREATE TABLE "tax_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"tax_year" text NOT NULL,
	"regime" text DEFAULT 'new' NOT NULL,
	"section_80c" bigint DEFAULT 0 NOT NULL,
	"section_80d" bigint DEFAULT 0 NOT NULL,
	"section_80d_parents" bigint DEFAULT 0 NOT NULL,
	"parents_senior" boolean DEFAULT false NOT NULL,
	"section_80ccd_1b" bigint DEFAULT 0 NOT NULL,
	"home_loan_interest" bigint DEFAULT 0 NOT NULL,
	"rent_paid" bigint DEFAULT 0 NOT NULL,
	"metro_city" boolean DEFAULT false NOT NULL,
	"lta" bigint DEFAULT 0 NOT NULL,
	"previous_employer_income" bigint DEFAULT 0 NOT NULL,
	"previous_employer_tds" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_declarations_regime_check" CHECK ("tax_declarations"."regime" in ('new', 'old')),
	CONSTRAINT "tax_declarations_year_check" CHECK ("tax_declarations"."tax_year" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_employee_year_key" ON "tax_declarations" USING btree ("employee_id","tax_year");