/**
 * The footer's link columns (SPEC 2: setting/footer/{service,project,product}), declared once:
 * the settings page lists each column's links from here, the area's routes derive the three
 * edit pages from it, and the edits below are what those pages save (through the settings
 * document, with its optimistic version).
 */
import type {
  FooterChoice,
  FooterColumn,
  SettingsDocument,
  StoredSiteSettings,
} from '@managewell/api/contract';

export interface FooterColumnText {
  column: FooterColumn;
  /** The column's heading on the settings page, e.g. "Services". */
  many: string;
  /** One link's item, e.g. "service". */
  one: string;
}

export const FOOTER_COLUMNS: FooterColumnText[] = [
  { column: 'service', many: 'Services', one: 'service' },
  { column: 'project', many: 'Projects', one: 'project category' },
  { column: 'product', many: 'Products', one: 'product category' },
];

/** The area-relative path of a footer link's edit page (`:id` is the linked item's id). */
export const footerLinkPath = (column: FooterColumn, id: number | string) =>
  `setting/footer/${column}/redirectToEdit/${id}`;

/**
 * The links a column shows, in order: the chosen slugs that are still published, or every
 * published item when the column was never chosen (what the public footer does too).
 */
export function footerLinksOf(
  doc: Pick<SettingsDocument, 'settings' | 'footer_choices'>,
  column: FooterColumn,
) {
  const choices = doc.footer_choices[column];
  const chosen = doc.settings.footer.footer_links?.[column];
  if (!chosen) return choices;
  const bySlug = new Map(choices.map((c) => [c.slug, c]));
  return chosen.flatMap((slug) => bySlug.get(slug) ?? []);
}

export interface FooterLinkEdit {
  /** The item the link now names (the same item or a replacement). */
  target: FooterChoice;
  /** 0-based position in the column. */
  position: number;
}

/**
 * The settings after editing one link of a column: `edit` null removes it, otherwise it
 * names `edit.target` at `edit.position` (a link not yet in the column is added there).
 */
export function withFooterLink(
  doc: Pick<SettingsDocument, 'settings' | 'footer_choices'>,
  column: FooterColumn,
  itemId: number,
  edit: FooterLinkEdit | null,
): StoredSiteSettings {
  const rest = footerLinksOf(doc, column)
    .filter((c) => c.id !== itemId && (!edit || c.id !== edit.target.id))
    .map((c) => c.slug);
  if (edit) rest.splice(Math.max(0, Math.min(edit.position, rest.length)), 0, edit.target.slug);
  const { settings } = doc;
  return {
    ...settings,
    footer: { ...settings.footer, footer_links: { ...settings.footer.footer_links, [column]: rest } },
  };
}
