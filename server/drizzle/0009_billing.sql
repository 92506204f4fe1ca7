CREATE TABLE "billing_accounts" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"quotation_number" text NOT NULL,
	"place_of_supply" text,
	"inter_state" boolean NOT NULL,
	"buyer_gstin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"note_date" date NOT NULL,
	"reason" text NOT NULL,
	"content" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_paise" > 0),
	CONSTRAINT "invoice_payments_mode_check" CHECK ("invoice_payments"."mode" in ('upi', 'neft_rtgs', 'cheque', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_sent_on_pk" PRIMARY KEY("invoice_id","sent_on")
);
--> statement-breakpoint
CREATE TABLE "payment_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"percent" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"parts" jsonb NOT NULL,
	"due_kind" text NOT NULL,
	"checklist_key" text,
	"due_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_milestones_lead_position_key" UNIQUE("lead_id","position"),
	CONSTRAINT "payment_milestones_due_kind_check" CHECK ("payment_milestones"."due_kind" in ('acceptance', 'checklist', 'date')),
	CONSTRAINT "payment_milestones_amount_check" CHECK ("payment_milestones"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"content" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_total_check" CHECK ("tax_invoices"."total_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD CONSTRAINT "payment_milestones_lead_id_billing_accounts_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."billing_accounts"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_key" ON "invoice_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_key" ON "tax_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_milestone_key" ON "tax_invoices" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "tax_invoices_lead_idx" ON "tax_invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "tax_invoices_date_idx" ON "tax_invoices" USING btree ("invoice_date","id");--> statement-breakpoint
-- hand-written below
CREATE FUNCTION billing_document_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'An issued % cannot be changed: correct it with a credit note.', TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tax_invoices_immutable BEFORE UPDATE ON tax_invoices FOR EACH ROW EXECUTE FUNCTION billing_document_immutable();
--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE ON credit_notes FOR EACH ROW EXECUTE FUNCTION billing_document_immutable();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_immutable BEFORE UPDATE ON invoice_payments FOR EACH ROW EXECUTE FUNCTION billing_document_immutable();
