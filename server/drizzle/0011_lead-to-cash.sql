ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_leads_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_check" CHECK (("leads"."status" = 'merged') = ("leads"."merged_into" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'verified', 'rejected', 'merged'));--> statement-breakpoint
-- hand-written below
-- Website services declare the lead interest their enquiries are filed under (kept in the item's data, so renames keep it).
UPDATE content_items AS ci
SET data = jsonb_set(ci.data, '{leadInterest}', to_jsonb(m.interest))
FROM (VALUES
  ('swimming-pool-design-and-construction', 'residential-pools'),
  ('pool-renovation-and-leak-repair', 'pool-renovation'),
  ('swimming-pool-maintenance-amc', 'pool-maintenance'),
  ('renolit-membrane-lining', 'renolit-membranes'),
  ('filtration-and-water-treatment', 'pool-equipment'),
  ('pool-heating-and-heat-pumps', 'pool-equipment'),
  ('spa-and-jacuzzi-installation', 'spa-and-jacuzzi')
) AS m(slug, interest)
WHERE ci.kind = 'service' AND ci.parent_id IS NULL AND NOT (ci.data ? 'leadInterest')
  AND (ci.slug = m.slug OR ci.id IN (SELECT h.item_id FROM content_slug_history h WHERE h.kind = 'service' AND h.slug = m.slug));
--> statement-breakpoint
-- Leads from website enquiries that stored the raw service slug get its interest; a service without one moves into the notes.
WITH interest(value) AS (VALUES
  ('residential-pools'), ('commercial-pools'), ('infinity-pools'), ('lap-pools'), ('olympic-size-pools'),
  ('water-park-pools'), ('above-ground-pools'), ('pool-renovation'), ('pool-maintenance'),
  ('renolit-membranes'), ('pool-equipment'), ('spa-and-jacuzzi')
),
resolved AS (
  SELECT l.id, l.interests AS slug, s.title,
    (SELECT i.value FROM interest i WHERE i.value = s.interest) AS interest
  FROM leads l
  LEFT JOIN LATERAL (
    SELECT ci.data->>'leadInterest' AS interest, ci.title
    FROM content_items ci
    WHERE ci.kind = 'service' AND ci.parent_id IS NULL
      AND (ci.slug = l.interests
        OR ci.id IN (SELECT h.item_id FROM content_slug_history h WHERE h.kind = 'service' AND h.slug = l.interests))
    ORDER BY (ci.slug = l.interests) DESC
    LIMIT 1
  ) s ON true
  WHERE l.interests IS NOT NULL AND l.interests NOT IN (SELECT value FROM interest)
)
UPDATE leads
SET interests = r.interest,
  notes = CASE
    WHEN r.interest IS NOT NULL OR r.slug = 'other' THEN leads.notes
    ELSE concat_ws(E'\n\n', 'Website service: ' || coalesce(r.title, r.slug), leads.notes)
  END,
  updated_at = now()
FROM resolved r
WHERE leads.id = r.id;
