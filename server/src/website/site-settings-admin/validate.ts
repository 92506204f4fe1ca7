/**
 * What website-admin's settings page may save: the stored settings schema plus the rules an
 * editor needs (Indian phone numbers, real e-mail addresses, https social links, a WhatsApp
 * number with the country code). The call link (header.tel) follows the header's phone number.
 */
import type { StoredSiteSettings } from '@managewell/api/contract';
import { z } from 'zod';
import { fieldMessages, validationFailed } from '../../platform/http';
import { storedSiteSettingsSchema } from '../site';

export const PHONE_MESSAGE = 'Use +91 and the 10-digit number, e.g. +91 98200 41275.';
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com.';

/** The 10 national digits of a +91 number written with spaces or hyphens, or null. */
export function indianDigits(phone: string): string | null {
  const match = /^\+91[\s-]*((?:\d[\s-]*){10})$/.exec(phone.trim());
  return match ? match[1]!.replace(/\D/g, '') : null;
}

const email = z.email(EMAIL_MESSAGE);
const httpsUrl = z.url({ protocol: /^https$/, error: 'Use a full https:// address.' });

export function parseAdminSettings(input: unknown): StoredSiteSettings {
  const parsed = storedSiteSettingsSchema.safeParse(input);
  if (!parsed.success) throw settingsInvalid(fieldMessages(parsed.error, 'body'), 'settings');
  const doc = parsed.data;
  const fields: Record<string, string> = {};
  const phones: [string, string][] = [
    ['header.phone_no', doc.header.phone_no],
    ['footer.footerData.phone_1', doc.footer.footerData.phone_1],
    ['footer.footerData.phone_2', doc.footer.footerData.phone_2],
  ];
  for (const [path, value] of phones) if (indianDigits(value) === null) fields[path] = PHONE_MESSAGE;
  const emails: [string, string][] = [
    ['footer.footerData.email_id_1', doc.footer.footerData.email_id_1],
    ['footer.footerData.email_id_2', doc.footer.footerData.email_id_2],
    ['footer.footerData.international_email', doc.footer.footerData.international_email],
  ];
  for (const [path, value] of emails) if (!email.safeParse(value).success) fields[path] = EMAIL_MESSAGE;
  for (const [network, link] of Object.entries(doc.footer.social)) {
    if (!httpsUrl.safeParse(link.redirect).success)
      fields[`footer.social.${network}.redirect`] = 'Use a full https:// address.';
  }
  if (!/^91[6-9][0-9]{9}$/.test(doc.footer.footerData.whatsapp_no))
    fields['footer.footerData.whatsapp_no'] =
      'Use 91 and the 10-digit mobile number, digits only: 919820041275.';
  for (const path of [
    'header.company_name',
    'header.logo_alt_title',
    'footer.footerData.copyright',
  ] as const) {
    const [part, key] = path.split('.') as ['header' | 'footer', string];
    const value =
      part === 'header'
        ? (doc.header as unknown as Record<string, string>)[key]
        : doc.footer.footerData.copyright;
    if (!value?.trim()) fields[path] = 'Required.';
  }
  if (Object.keys(fields).length > 0) throw settingsInvalid(fields, 'settings');
  const digits = indianDigits(doc.header.phone_no)!;
  return { ...doc, header: { ...doc.header, tel: `tel:+91${digits}` } };
}

function settingsInvalid(fields: Record<string, string>, prefix: string): Error {
  const prefixed = Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [
      key.startsWith(`${prefix}.`) ? key : `${prefix}.${key}`,
      message,
    ]),
  );
  return validationFailed(
    `Please correct the settings: ${Object.entries(prefixed)
      .slice(0, 5)
      .map(([f, m]) => `${f}: ${m}`)
      .join(' ')}`,
    prefixed,
  );
}
