ALTER TABLE "employees" ADD COLUMN "uan" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "esic_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_uan_key" ON "employees" USING btree ("uan") WHERE status in ('active', 'notice');--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_esic_number_key" ON "employees" USING btree ("esic_number") WHERE status in ('active', 'notice');--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_uan_check" CHECK ("employees"."uan" ~ '^[0-9]{12}$');--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_esic_number_check" CHECK ("employees"."esic_number" ~ '^[0-9]{10}$');