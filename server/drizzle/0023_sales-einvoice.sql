CREATE TABLE "e_invoice_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer,
	"credit_note_id" integer,
	"irn" text NOT NULL,
	"ack_no" text NOT NULL,
	"ack_date" date NOT NULL,
	"signed_qr" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_registrations_document_check" CHECK (("e_invoice_registrations"."invoice_id" is null) <> ("e_invoice_registrations"."credit_note_id" is null))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "e_invoicing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "e_invoicing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "e_invoice_registrations" ADD CONSTRAINT "e_invoice_registrations_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_registrations" ADD CONSTRAINT "e_invoice_registrations_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_registrations" ADD CONSTRAINT "e_invoice_registrations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_registrations_irn_key" ON "e_invoice_registrations" USING btree ("irn");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_registrations_invoice_key" ON "e_invoice_registrations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_registrations_credit_note_key" ON "e_invoice_registrations" USING btree ("credit_note_id");--> statement-breakpoint
-- hand-written below
CREATE TRIGGER e_invoice_registrations_immutable BEFORE UPDATE ON e_invoice_registrations FOR EACH ROW EXECUTE FUNCTION billing_document_immutable();
