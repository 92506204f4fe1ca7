ALTER TABLE "offers" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_employee_key" ON "offers" USING btree ("employee_id");