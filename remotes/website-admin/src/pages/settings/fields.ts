/**
 * The settings page's fields, declared once: where each lives in the settings document, its
 * label and its widget. The form, the client checks and the server's field errors all key on `path`.
 */
import { SOCIAL_NETWORKS } from '@managewell/api/contract';

export type SettingWidget =
  | 'text'
  | 'textarea'
  | 'switch'
  | 'phone'
  | 'email'
  | 'url'
  | 'media'
  | 'pdf'
  | 'state';

export interface SettingField {
  path: (string | number)[];
  label: string;
  widget?: SettingWidget;
  help?: string;
  max?: number;
  /** May stay empty (every field is required otherwise; an icon left empty: the public site draws its own). */
  optional?: boolean;
  /** A check of its own, with the contract's message (GSTIN, IFSC, …). */
  pattern?: { test: (value: string) => boolean; message: string };
}

export interface SettingSection {
  key: string;
  title: string;
  fields: SettingField[];
}

/** An icon's picture: empty keeps the public site's own drawing. */
const ICON = { optional: true, help: 'Leave empty to use the site’s own icon.' };

const SECTION_NAMES: [string, string][] = [
  ['product', 'Products'],
  ['service', 'Services'],
  ['renolit', 'RENOLIT'],
  ['project', 'Projects'],
  ['about', 'About'],
  ['contact', 'Contact'],
  ['news_and_update', 'News and updates'],
  ['why_us', 'Why {product}'],
  ['gallery', 'Gallery'],
];
const FOOTER_ONLY: [string, string][] = [
  ['blog', 'Blog'],
  ['career', 'Careers'],
  ['faq', 'FAQ'],
  ['disclaimer', 'Disclaimer'],
  ['privacy_policy', 'Privacy policy'],
  ['terms', 'Terms'],
];

const sectionFields = (part: 'header' | 'footer', names: [string, string][]): SettingField[] =>
  names.flatMap(([key, label]) => [
    { path: [part, `${key}_heading`], label: `${label}: heading`, max: 80 },
    {
      path: [part, `${key}_redirect`],
      label: `${label}: link`,
      widget: 'url' as const,
      help: 'A path like /about-us or a full https:// address.',
    },
  ]);

export const PHONE_HELP = '+91 and the 10-digit number, e.g. +91 98200 41275.';

export const SETTING_SECTIONS: SettingSection[] = [
  {
    key: 'brand',
    title: 'Brand and header',
    fields: [
      { path: ['header', 'company_name'], label: 'Company name', max: 120 },
      {
        path: ['header', 'brand'],
        label: 'Brand word {product}',
        help: 'Lowercase, used in addresses such as /why-tarang and the "Why …" menu item.',
      },
      { path: ['header', 'colourful_logo'], label: 'Logo (colour)', widget: 'media' },
      { path: ['header', 'white_logo'], label: 'Logo (white, dark backgrounds)', widget: 'media' },
      { path: ['header', 'logo_alt_title'], label: 'Logo alt text', max: 200 },
      { path: ['header', 'phone_no'], label: 'Call button phone', widget: 'phone', help: PHONE_HELP },
      { path: ['header', 'call_icon'], label: 'Call icon', widget: 'media', ...ICON },
      { path: ['header', 'call_icon_alt_title'], label: 'Call icon alt text', max: 200 },
      { path: ['header', 'search_placeholder'], label: 'Search box placeholder', max: 120 },
      { path: ['header', 'show_renolit_menu'], label: 'Show the RENOLIT menu', widget: 'switch' },
    ],
  },
  {
    key: 'contact',
    title: 'Contact details (footer)',
    fields: [
      { path: ['footer', 'footerData', 'phone_1'], label: 'Phone 1', widget: 'phone', help: PHONE_HELP },
      { path: ['footer', 'footerData', 'phone_2'], label: 'Phone 2', widget: 'phone', help: PHONE_HELP },
      { path: ['footer', 'footerData', 'email_id_1'], label: 'E-mail 1', widget: 'email' },
      { path: ['footer', 'footerData', 'email_id_2'], label: 'E-mail 2', widget: 'email' },
      {
        path: ['footer', 'footerData', 'international_email'],
        label: 'International clients e-mail',
        widget: 'email',
      },
      { path: ['footer', 'footerData', 'address'], label: 'Address', widget: 'textarea', max: 400 },
      {
        path: ['footer', 'footerData', 'whatsapp_no'],
        label: 'WhatsApp number',
        help: '91 and the 10-digit mobile number, digits only: 919820041275.',
      },
      {
        path: ['footer', 'footerData', 'whatsapp_text'],
        label: 'WhatsApp message',
        widget: 'textarea',
        max: 300,
      },
      { path: ['footer', 'footerData', 'whatsapp_icon'], label: 'WhatsApp icon', widget: 'media', ...ICON },
      {
        path: ['footer', 'footerData', 'whatsapp_icon_alt_title'],
        label: 'WhatsApp icon alt text',
        max: 200,
      },
      { path: ['footer', 'footerData', 'call_icon'], label: 'Floating call icon', widget: 'media', ...ICON },
      {
        path: ['footer', 'footerData', 'call_icon_alt_title'],
        label: 'Floating call icon alt text',
        max: 200,
      },
    ],
  },
  {
    key: 'footer',
    title: 'Footer',
    fields: [
      { path: ['footer', 'footerData', 'logo'], label: 'Footer logo', widget: 'media' },
      { path: ['footer', 'footerData', 'logo_alt_title'], label: 'Footer logo alt text', max: 200 },
      { path: ['footer', 'footerData', 'about_text'], label: 'About text', widget: 'textarea', max: 600 },
      { path: ['footer', 'footerData', 'brochure_pdf'], label: 'Brochure PDF', widget: 'pdf' },
      {
        path: ['footer', 'footerData', 'enquire_banner_heading'],
        label: '"Enquire now" banner heading',
        max: 120,
      },
      {
        path: ['footer', 'footerData', 'enquire_banner_text'],
        label: '"Enquire now" banner text',
        widget: 'textarea',
        max: 300,
      },
      { path: ['footer', 'footerData', 'copyright'], label: 'Copyright', max: 200 },
      { path: ['footer', 'find_dealer', 'show'], label: 'Show "Find a dealer"', widget: 'switch' },
      { path: ['footer', 'find_dealer', 'heading'], label: '"Find a dealer" heading', max: 120 },
      {
        path: ['footer', 'find_dealer', 'text'],
        label: '"Find a dealer" text',
        widget: 'textarea',
        max: 400,
      },
    ],
  },
  {
    key: 'social',
    title: 'Social links',
    fields: SOCIAL_NETWORKS.flatMap((network) => [
      {
        path: ['footer', 'social', network, 'redirect'],
        label: `${network[0]!.toUpperCase()}${network.slice(1)} page`,
        widget: 'url' as const,
      },
      {
        path: ['footer', 'social', network, 'icon'],
        label: `${network[0]!.toUpperCase()}${network.slice(1)} icon`,
        widget: 'media' as const,
        ...ICON,
      },
      {
        path: ['footer', 'social', network, 'icon_alt_title'],
        label: `${network[0]!.toUpperCase()}${network.slice(1)} icon alt text`,
        max: 200,
        optional: true,
      },
    ]),
  },
  {
    key: 'form',
    title: 'Enquiry form labels',
    fields: (
      [
        ['makeAnEnquiry', 'Form title'],
        ['enquireNow', 'Open-form button'],
        ['name', 'Name label'],
        ['email', 'E-mail label'],
        ['phone_no', 'Phone label'],
        ['select', 'Service choice placeholder'],
        ['message', 'Message label'],
        ['submit', 'Send button'],
      ] as const
    ).map(([key, label]) => ({ path: ['footer', 'form', key], label, max: 80 })),
  },
  {
    key: 'header-sections',
    title: 'Header menu headings and links',
    fields: sectionFields('header', SECTION_NAMES),
  },
  {
    key: 'footer-sections',
    title: 'Footer headings and links',
    fields: [...sectionFields('footer', SECTION_NAMES), ...sectionFields('footer', FOOTER_ONLY)],
  },
  {
    key: 'company',
    // Optional here as the site may have none yet; once given, the server wants the whole of it.
    title: 'Company billing details (quotations and GST invoices)',
    fields: [
      { path: ['company', 'legalName'], label: 'Legal name', optional: true, max: 160 },
      {
        path: ['company', 'gstin'],
        label: 'GSTIN',
        optional: true,
        help: '15 characters: state code, PAN, entity number, Z, check character.',
        pattern: {
          test: (v) => /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/i.test(v.trim()),
          message: 'Enter a valid 15-character GSTIN (state code, PAN, entity, Z, check character).',
        },
      },
      { path: ['company', 'state'], label: 'State of registration', optional: true, widget: 'state' },
      {
        path: ['company', 'pan'],
        label: 'PAN',
        optional: true,
        help: 'Characters 3 to 12 of the GSTIN.',
        pattern: {
          test: (v) => /^[A-Z]{5}\d{4}[A-Z]$/i.test(v.trim()),
          message: 'Enter a valid PAN (five letters, four digits, one letter).',
        },
      },
      {
        path: ['company', 'tan'],
        label: 'TAN',
        optional: true,
        help: 'The tax deduction account number printed on the salary TDS certificates (Form 130).',
        pattern: {
          test: (v) => /^[A-Z]{4}\d{5}[A-Z]$/i.test(v.trim()),
          message: 'Enter a valid TAN (four letters, five digits, one letter).',
        },
      },
      {
        path: ['company', 'address'],
        label: 'Registered address',
        optional: true,
        widget: 'textarea',
        max: 300,
        help: "Printed as the seller's address on invoices; the footer's address when empty.",
      },
      {
        path: ['company', 'eInvoicing'],
        label: 'E-invoicing applies',
        widget: 'switch',
        help: 'On when the turnover passes the e-invoicing limit: B2B invoices and credit notes issued from then on need an IRN from the e-invoice portal.',
      },
      { path: ['company', 'bank', 'accountName'], label: 'Account name', optional: true, max: 160 },
      { path: ['company', 'bank', 'bankName'], label: 'Bank name', optional: true, max: 120 },
      {
        path: ['company', 'bank', 'accountNumber'],
        label: 'Account number',
        optional: true,
        pattern: {
          test: (v) => /^\d{9,18}$/.test(v.trim()),
          message: 'Enter the bank account number: 9 to 18 digits.',
        },
      },
      {
        path: ['company', 'bank', 'ifsc'],
        label: 'IFSC',
        optional: true,
        pattern: {
          test: (v) => /^[A-Z]{4}0[A-Z0-9]{6}$/i.test(v.trim()),
          message: 'Enter an IFSC like HDFC0001234.',
        },
      },
      {
        path: ['company', 'bank', 'upiId'],
        label: 'UPI id',
        optional: true,
        pattern: {
          test: (v) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/.test(v.trim()),
          message: 'Enter a UPI id like company@bank.',
        },
      },
    ],
  },
];

/** The form name of a server field error key ('settings.header.phone_no' → ['header', 'phone_no']). */
export function fieldPathOf(serverKey: string): string[] | null {
  if (!serverKey.startsWith('settings.')) return null;
  return serverKey.slice('settings.'.length).split('.');
}

/** Which section holds a field (to open it when the server reports an error there). */
export function sectionOf(path: string[]): string | undefined {
  const joined = path.join('.');
  if (joined.startsWith('footer.footer_links')) return 'links';
  return SETTING_SECTIONS.find((s) => s.fields.some((f) => f.path.join('.') === joined))?.key;
}

/** Every setting's label by its dotted path (the form's declared labels). */
export const SETTING_LABELS: Record<string, string> = Object.fromEntries(
  SETTING_SECTIONS.flatMap((section) => section.fields.map((field) => [field.path.join('.'), field.label])),
);

const SECTION_TITLES: Record<string, string> = Object.fromEntries(
  SETTING_SECTIONS.map((section) => [section.key, section.title]),
);

/**
 * A changed setting's name as the history shows it: the form's label, or for the footer link
 * columns (edited as lists, not fields) the column's heading.
 */
export function settingLabelOf(path: string, columns: Record<string, string> = {}): string {
  const label = SETTING_LABELS[path];
  if (label) return label;
  const column = /^footer\.footer_links\.([a-z_]+)/.exec(path)?.[1];
  if (column) return `Footer link column: ${columns[column] ?? column}`;
  const section = sectionOf(path.split('.'));
  return section ? `${SECTION_TITLES[section]}: ${path.split('.').pop()}` : path;
}

/** A changed value as the history shows it: text as it is, on/off, lists joined, empty as "(empty)". */
export function settingValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(settingValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Doc = Record<string, unknown>;

function setPath(doc: Doc, path: string[], value: unknown): Doc {
  const [head, ...rest] = path as [string, ...string[]];
  const inner = doc[head];
  const next = { ...doc };
  if (rest.length === 0) next[head] = value;
  else
    next[head] = setPath(
      typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Doc) : {},
      rest,
      value,
    );
  return next;
}

/**
 * The settings as they were right after the history entry `id`: the current settings with every
 * later change undone, newest first (`entries` newest first, as the history lists them). Null
 * when the entry is not among them.
 */
export function settingsAfter<S extends object>(
  current: S,
  entries: readonly { id: number; changes: Record<string, { from: unknown; to: unknown }> }[],
  id: number,
): S | null {
  const at = entries.findIndex((entry) => entry.id === id);
  if (at < 0) return null;
  let doc = current as unknown as Doc;
  for (const entry of entries.slice(0, at))
    for (const [path, change] of Object.entries(entry.changes))
      doc = setPath(doc, path.split('.'), change.from);
  return doc as unknown as S;
}
