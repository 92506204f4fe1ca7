CREATE TABLE "lead_origins" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"kind" text,
	"title" text
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "lead_origins" ADD CONSTRAINT "lead_origins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;