ALTER TABLE "leads" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "billing_state" text;