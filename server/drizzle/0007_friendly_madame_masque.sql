CREATE TABLE "joining_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "joining_documents_status_check" CHECK ("joining_documents"."status" in ('uploaded', 'verified', 'ask-again')),
	CONSTRAINT "joining_documents_kind_check" CHECK ("joining_documents"."kind" in ('photo', 'pan', 'address-proof', 'bank-proof', 'education', 'experience'))
);
--> statement-breakpoint
CREATE TABLE "offer_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"candidate_phone" text,
	"designation" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"work_state" text NOT NULL,
	"joining_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"basic" integer NOT NULL,
	"hra" integer NOT NULL,
	"special" integer NOT NULL,
	"other" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "offers_amounts_check" CHECK ("offers"."basic" > 0 and "offers"."hra" >= 0 and "offers"."special" >= 0 and "offers"."other" >= 0)
);
--> statement-breakpoint
ALTER TABLE "joining_documents" ADD CONSTRAINT "joining_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_documents" ADD CONSTRAINT "joining_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "joining_documents_employee_kind_key" ON "joining_documents" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "joining_documents_status_idx" ON "joining_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_key" ON "offers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_key" ON "offers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");