import type { Lead, LeadSiteRequest } from '@managewell/api/contract';

/** What the site-survey form holds: the inputs' text, as typed. */
export interface SiteFormValues {
  site_latitude?: string;
  site_longitude?: string;
  site_note?: string;
  address_line1?: string;
  address_line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
}

export const SITE_FIELD_LABELS: Record<keyof SiteFormValues, string> = {
  site_latitude: 'Latitude',
  site_longitude: 'Longitude',
  site_note: 'Note on the site',
  address_line1: 'Address line 1',
  address_line2: 'Address line 2',
  city: 'City',
  state: 'State',
  postal_code: 'PIN code',
};

export const SITE_FIELDS = Object.keys(SITE_FIELD_LABELS) as (keyof SiteFormValues)[];

/** A coordinate as the form shows it: 6 decimals (about 10 cm), the precision the server keeps. */
export const coordinateText = (value: number) => value.toFixed(6);

/** Rounds a picked point to the 6 decimals the server accepts. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export function siteFormValues(lead: Lead): SiteFormValues {
  return {
    site_latitude: lead.site_latitude === null ? '' : coordinateText(lead.site_latitude),
    site_longitude: lead.site_longitude === null ? '' : coordinateText(lead.site_longitude),
    site_note: lead.site_note ?? '',
    address_line1: lead.address_line1 ?? '',
    address_line2: lead.address_line2 ?? '',
    city: lead.city ?? '',
    state: lead.state ?? '',
    postal_code: lead.postal_code ?? '',
  };
}

/** A typed coordinate: empty is none; anything else goes to the contract as a number (NaN is refused there). */
function coordinateOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The request the form's values make, for the contract's schema to check. */
export function sitePayload(values: SiteFormValues, version: number): LeadSiteRequest {
  return {
    site_latitude: coordinateOf(values.site_latitude),
    site_longitude: coordinateOf(values.site_longitude),
    site_note: values.site_note ?? '',
    address_line1: values.address_line1 ?? '',
    address_line2: values.address_line2 ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
    postal_code: values.postal_code ?? '',
    version,
  };
}

/** The point the form's coordinates name, when both are valid numbers in range. */
export function pointOf(values: SiteFormValues): [number, number] | null {
  const lat = coordinateOf(values.site_latitude);
  const lng = coordinateOf(values.site_longitude);
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}
