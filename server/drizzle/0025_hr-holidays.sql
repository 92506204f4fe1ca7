CREATE TABLE "holiday_choices" (
	"employee_id" integer NOT NULL,
	"holiday_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_choices_employee_id_holiday_id_pk" PRIMARY KEY("employee_id","holiday_id")
);
--> statement-breakpoint
CREATE TABLE "holiday_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"work_state" text,
	"work_location" text,
	"optional_allowed" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_lists_optional_allowed_check" CHECK ("holiday_lists"."optional_allowed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "holidays" DROP CONSTRAINT "holidays_date_key";--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "list_id" integer;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "holiday_choices" ADD CONSTRAINT "holiday_choices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_choices" ADD CONSTRAINT "holiday_choices_holiday_id_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_choices_holiday_idx" ON "holiday_choices" USING btree ("holiday_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_lists_name_key" ON "holiday_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_lists_default_key" ON "holiday_lists" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_lists_place_key" ON "holiday_lists" USING btree (lower("work_state"),lower(coalesce("work_location", ''))) WHERE work_state is not null;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_list_id_holiday_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."holiday_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_list_date_key" ON "holidays" USING btree ("list_id","date");--> statement-breakpoint
-- hand-written below
-- The existing company holidays become the default list, which everyone follows until HR adds a list for their state or office (list_id is added nullable above for this, then made NOT NULL as the schema says).
INSERT INTO "holiday_lists" ("name", "is_default") VALUES ('Company holidays', true);--> statement-breakpoint
UPDATE "holidays" SET "list_id" = (SELECT "id" FROM "holiday_lists" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "holidays" ALTER COLUMN "list_id" SET NOT NULL;
