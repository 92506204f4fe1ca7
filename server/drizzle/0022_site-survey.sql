ALTER TABLE "leads" ADD COLUMN "site_latitude" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "site_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "site_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_check" CHECK (("leads"."site_latitude" is null) = ("leads"."site_longitude" is null) and "leads"."site_latitude" between -90 and 90 and "leads"."site_longitude" between -180 and 180);