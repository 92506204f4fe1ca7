ALTER TABLE "leads" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key");