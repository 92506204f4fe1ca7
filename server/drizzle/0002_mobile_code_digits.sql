ALTER TABLE "leads" ALTER COLUMN "mobile_code" SET DEFAULT '91';--> statement-breakpoint
UPDATE "leads" SET "mobile_code" = '91' WHERE "mobile_code" = '+91';
