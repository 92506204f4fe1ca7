CREATE TABLE "studio_editors" (
	"item" text NOT NULL,
	"tab_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_editors_item_tab_id_pk" PRIMARY KEY("item","tab_id")
);
--> statement-breakpoint
ALTER TABLE "studio_editors" ADD CONSTRAINT "studio_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_editors_seen_idx" ON "studio_editors" USING btree ("seen_at");