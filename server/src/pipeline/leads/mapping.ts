import {
  type createLeadRequest,
  INDIA_CODE,
  type Lead,
  type LeadPotential,
  type LeadSource,
  type LeadStatus,
} from '@managewell/api/contract';
import type { z } from 'zod';
import type { leads } from './schema';

type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;

/** The parsed form fields of a lead (create and edit share them). */
export type LeadFieldsInput = Omit<z.output<typeof createLeadRequest>, 'allowDuplicate'>;

/** API field name → column property, for every field staff can edit. */
export const EDITABLE_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  company: 'company',
  designation: 'designation',
  email: 'email',
  mobile: 'mobile',
  phone: 'phone',
  fax: 'fax',
  website: 'website',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  state: 'state',
  country: 'country',
  postal_code: 'postalCode',
  gstin: 'gstin',
  billing_address: 'billingAddress',
  billing_state: 'billingState',
  notes: 'notes',
  interests: 'interests',
  category: 'category',
  tags: 'tags',
  deal_size: 'dealSize',
  potential: 'potential',
  source: 'source',
} as const satisfies Record<keyof LeadFieldsInput, keyof LeadRow>;

export type EditableField = keyof typeof EDITABLE_FIELDS;

/** Column values for the edited fields: empty optional values become NULL, mobiles get their +91 form. */
export function columnsFromInput(input: LeadFieldsInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name ?? null,
    company: input.company ?? null,
    designation: input.designation ?? null,
    email: input.email ?? null,
    mobile: input.mobile,
    mobileCode: INDIA_CODE,
    mobileNormalised: `+${INDIA_CODE}${input.mobile}`,
    phone: input.phone ?? null,
    fax: input.fax ?? null,
    website: input.website ?? null,
    addressLine1: input.address_line1 ?? null,
    addressLine2: input.address_line2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    postalCode: input.postal_code ?? null,
    gstin: input.gstin ?? null,
    billingAddress: input.billing_address ?? null,
    billingState: input.billing_state ?? null,
    notes: input.notes ?? null,
    interests: input.interests ?? null,
    category: input.category ?? null,
    tags: input.tags ?? [],
    dealSize: input.deal_size ?? null,
    potential: input.potential ?? null,
    source: input.source,
  } satisfies Partial<LeadInsert>;
}

export type LeadColumns = ReturnType<typeof columnsFromInput>;

/** The editable fields of a stored lead, keyed by API name (what history compares). */
export function editableValues(row: Pick<LeadRow, (typeof EDITABLE_FIELDS)[EditableField]>) {
  const values = {} as Record<EditableField, unknown>;
  for (const [field, column] of Object.entries(EDITABLE_FIELDS) as [EditableField, keyof typeof row][]) {
    values[field] = row[column];
  }
  return values;
}

export function toLead(row: LeadRow, creator: { id: number; username: string } | null): Lead {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    designation: row.designation,
    email: row.email,
    mobile: row.mobile,
    mobile_code: row.mobileCode,
    phone: row.phone,
    fax: row.fax,
    website: row.website,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    postal_code: row.postalCode,
    gstin: row.gstin,
    billing_address: row.billingAddress,
    billing_state: row.billingState,
    notes: row.notes,
    interests: row.interests,
    category: row.category,
    tags: row.tags,
    deal_size: row.dealSize,
    potential: row.potential as LeadPotential | null,
    source: row.source as LeadSource,
    status: row.status as LeadStatus,
    rejection_reason: row.rejectionReason,
    merged_into: row.mergedInto,
    site_latitude: row.siteLatitude,
    site_longitude: row.siteLongitude,
    site_note: row.siteNote,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: creator,
  };
}

export function leadName(lead: { firstName: string; lastName: string | null }): string {
  return lead.lastName ? `${lead.firstName} ${lead.lastName}` : lead.firstName;
}

/** A business customer's billing address with its state, or null when invoices go to the lead's address. */
export function billingAddressOf(lead: Pick<LeadRow, 'billingAddress' | 'billingState'>): string | null {
  return lead.billingAddress ? [lead.billingAddress, lead.billingState].filter(Boolean).join(', ') : null;
}
