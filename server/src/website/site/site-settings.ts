/**
 * The settings document the public site loads (SPEC 3 "Site settings"): the stored, editable
 * part plus the menus and footer columns derived from published content.
 */
import type { SiteLink, SiteSettings, StoredSiteSettings } from '@managewell/api/contract';
import type { Item, Snapshot } from './snapshot';

/** Joins a section redirect and a slug without doubling slashes. */
function under(redirect: string, ...slugs: string[]): string {
  return [redirect.replace(/\/+$/, ''), ...slugs].join('/');
}

/** The enquiry form's last service choice, for what no service names. */
export const OTHER_SERVICE = { value: 'other', label: 'Other' } as const;

export function buildSiteSettings(stored: StoredSiteSettings, snapshot: Snapshot): SiteSettings {
  const { header, footer } = stored;
  const categories = snapshot.list('product-category');
  const services = snapshot.list('service');
  const renolit = snapshot.list('renolit-category');
  const projectTypes = snapshot.list('project-type');

  const product = categories.map((category) => ({
    name: category.title,
    path: under(header.product_redirect, category.slug),
    image: snapshot.image(category.data.image),
    children: snapshot
      .list('product-sub-category', category.id)
      .map((sub) => ({ name: sub.title, path: under(header.product_redirect, category.slug, sub.slug) })),
  }));
  const link =
    (redirect: string) =>
    (item: Item): SiteLink => ({ name: item.title, path: under(redirect, item.slug) });

  return {
    header: {
      ...header,
      product,
      service: services.map((s) => ({
        listing_name: s.title,
        path: under(header.service_redirect, s.slug),
        image: snapshot.image(s.data.image),
      })),
      renolit: renolit.map((r) => ({ listing_name: r.title, path: under(header.renolit_redirect, r.slug) })),
      project: projectTypes.map(link(header.project_redirect)),
    },
    footer: {
      ...footer,
      service: chosen(services, footer.footer_links?.service).map(link(footer.service_redirect)),
      product: chosen(categories, footer.footer_links?.product).map(link(footer.product_redirect)),
      project: chosen(projectTypes, footer.footer_links?.project).map(link(footer.project_redirect)),
      renolit: renolit.map(link(footer.renolit_redirect)),
      enquiry_services: [...services.map((s) => ({ value: s.slug, label: s.title })), OTHER_SERVICE],
    },
  };
}

/**
 * The footer column's items: the chosen slugs in their order (published ones only), or every item
 * when none are chosen (the settings page says: leave empty to list them all).
 */
function chosen(items: Item[], slugs: string[] | undefined): Item[] {
  if (!slugs || slugs.length === 0) return items;
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
