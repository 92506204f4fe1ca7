-- hand-written below
-- Every item's version 1 is the text it arrived with (seeded or imported). Items an editor changed
-- but never published from the studio still have that text live: their versions move up by one.
update content_drafts d set version = d.version + 1
where not exists (select 1 from content_versions v where v.item_id = d.item_id and v.version = 1 and v.action in ('create', 'import'))
  and exists (select 1 from content_versions v where v.item_id = d.item_id)
  and not exists (select 1 from site_audit_log a where a.item_id = d.item_id and a.action = 'publish');
--> statement-breakpoint
update content_versions v set version = -v.version - 1
where not exists (select 1 from content_versions o where o.item_id = v.item_id and o.version = 1 and o.action in ('create', 'import'))
  and not exists (select 1 from site_audit_log a where a.item_id = v.item_id and a.action = 'publish');
--> statement-breakpoint
update content_versions set version = -version where version < 0;
--> statement-breakpoint
insert into content_versions (item_id, version, action, title, slug, summary, parent_id, data, saved_by, saved_at)
select i.id, 1, 'import', i.title, i.slug, i.summary, i.parent_id, i.data, null, i.updated_at
from content_items i
where not exists (select 1 from content_versions v where v.item_id = i.id and v.version = 1);
--> statement-breakpoint
insert into content_drafts (item_id, version, title, slug, summary, parent_id, data, pending, updated_by, updated_at)
select i.id, 1, i.title, i.slug, i.summary, i.parent_id, i.data, false, null, i.updated_at
from content_items i
where not exists (select 1 from content_drafts d where d.item_id = i.id);
