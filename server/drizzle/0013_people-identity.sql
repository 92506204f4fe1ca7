CREATE UNIQUE INDEX "employees_active_email_key" ON "employees" USING btree (lower("email")) WHERE status in ('active', 'notice');--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_phone_key" ON "employees" USING btree ("phone") WHERE status in ('active', 'notice');--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_pan_key" ON "employees" USING btree ("pan") WHERE status in ('active', 'notice');--> statement-breakpoint
CREATE UNIQUE INDEX "employees_active_aadhaar_key" ON "employees" USING btree ("aadhaar_last4","date_of_birth") WHERE status in ('active', 'notice');