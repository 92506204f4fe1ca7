/**
 * The letterhead of every business document, from the site settings: the company's legal
 * details (settings.company, with the header's name and footer's contacts as fallbacks) and the
 * colour logo stored in the media library.
 */
import type { CompanyDetails, StoredSiteSettings } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { media, siteSettings } from '../../platform/db';

/** A picture drawn in a PDF: an SVG document, or PNG/JPEG bytes. */
export type PdfImage = { svg: string } | { data: Buffer; mime: 'image/png' | 'image/jpeg' };

export interface Letterhead {
  legalName: string;
  address: string;
  state: string | null;
  gstin: string | null;
  pan: string | null;
  /** The tax deduction account number, printed on salary TDS certificates. */
  tan: string | null;
  phone: string | null;
  email: string | null;
  /** The site path of the logo in the settings ('/media/<id>/original.svg'), if any. */
  logoPath: string | null;
  /** The logo itself, when loaded (loadLetterhead); renderPdf draws it. */
  logo: PdfImage | null;
}

/** The letterhead's text from the settings document; `logo` is what the caller loaded, if any. */
export function letterheadFromSettings(
  settings: StoredSiteSettings,
  logo: PdfImage | null = null,
): Letterhead {
  const company: CompanyDetails | undefined = settings.company;
  const footer = settings.footer.footerData;
  return {
    legalName: company?.legalName ?? settings.header.company_name,
    address: footer.address,
    state: company?.state ?? null,
    gstin: company?.gstin ?? null,
    pan: company?.pan ?? null,
    tan: company?.tan ?? null,
    phone: settings.header.phone_no || footer.phone_1 || null,
    email: footer.email_id_1 || null,
    logoPath: settings.header.colourful_logo || null,
    logo,
  };
}

/** '/media/abc/original.svg' → 'abc'. */
export function mediaIdOfPath(path: string | null): string | null {
  const match = path ? /^\/media\/([^/]+)\/original\.[a-z0-9]+$/.exec(path) : null;
  return match ? decodeURIComponent(match[1] as string) : null;
}

/** The stored settings document, or null before the site is set up. */
export async function loadStoredSettings(db: DbOrTx): Promise<StoredSiteSettings | null> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  return (row?.data as StoredSiteSettings | undefined) ?? null;
}

/** The company's legal details from the settings, or null when not filled in yet. */
export async function loadCompanyDetails(db: DbOrTx): Promise<CompanyDetails | null> {
  return (await loadStoredSettings(db))?.company ?? null;
}

/** The letterhead with its logo loaded from the media library; null before the site is set up. */
/** The letterhead a document carries before the company's settings are filled in. */
export const DEFAULT_LETTERHEAD: Letterhead = {
  legalName: 'Managewell',
  address: 'India',
  state: null,
  gstin: null,
  pan: null,
  tan: null,
  phone: null,
  email: null,
  logoPath: null,
  logo: null,
};

/** The stored letterhead, or the default one. */
export async function letterheadOrDefault(db: DbOrTx): Promise<Letterhead> {
  return (await loadLetterhead(db)) ?? DEFAULT_LETTERHEAD;
}

export async function loadLetterhead(db: DbOrTx): Promise<Letterhead | null> {
  const settings = await loadStoredSettings(db);
  if (!settings) return null;
  const head = letterheadFromSettings(settings);
  const mediaId = mediaIdOfPath(head.logoPath);
  if (!mediaId) return head;
  const [file] = await db
    .select({ content: media.content, mime: media.mime })
    .from(media)
    .where(eq(media.id, mediaId));
  if (!file) return head;
  if (file.mime === 'image/svg+xml') return { ...head, logo: { svg: file.content.toString('utf8') } };
  if (file.mime === 'image/png' || file.mime === 'image/jpeg') {
    return { ...head, logo: { data: file.content, mime: file.mime } };
  }
  return head;
}
