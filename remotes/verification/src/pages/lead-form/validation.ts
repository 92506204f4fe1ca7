import type { Lead, leadFields } from '@managewell/api/contract';
import { parseForm, type SchemaLike, showFieldErrors } from '@managewell/ui';
import type { FormInstance } from 'antd';

export type LeadFieldName = keyof typeof leadFields;

/**
 * Every field the lead form edits, in the contract's order (`leadFields`' keys, listed here so that
 * the page does not load the schemas, and zod, before a field is checked).
 */
export const LEAD_FIELD_NAMES = [
  'first_name',
  'last_name',
  'company',
  'designation',
  'email',
  'mobile',
  'phone',
  'fax',
  'website',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'postal_code',
  'gstin',
  'billing_address',
  'billing_state',
  'notes',
  'interests',
  'category',
  'tags',
  'deal_size',
  'potential',
  'source',
] as const satisfies readonly LeadFieldName[];

/** The lead schemas (and zod), loaded when a field is first checked or the form sent. */
export const loadLeadSchemas = () => import('@managewell/api/contract');

/** What the antd form holds (strings as typed; the deal size a number, null when cleared). */
export interface LeadFormValues {
  first_name?: string;
  last_name?: string;
  company?: string;
  designation?: string;
  email?: string;
  mobile?: string;
  phone?: string;
  fax?: string;
  website?: string;
  address_line1?: string;
  address_line2?: string;
  city?: string;
  state?: string;
  country?: string;
  postal_code?: string;
  gstin?: string;
  billing_address?: string;
  billing_state?: string;
  notes?: string;
  interests?: string;
  category?: string;
  tags?: string[];
  /** Whole rupees; what cannot be read as such stays as typed (text), for its rule to say why. */
  deal_size?: number | string | null;
  potential?: string;
  source?: string;
}

export const EMPTY_LEAD_VALUES: LeadFormValues = { country: 'India', tags: [] };

function fieldInput(value: unknown): unknown {
  return value === null ? undefined : value;
}

/**
 * The deal size field's text as a form value: whole rupees as a number (grouping commas and spaces
 * dropped), anything else kept as typed so the field shows it with the contract's message.
 */
export function dealSizeFromText(text: string): number | string | null {
  const plain = text.replace(/[,\s]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : text;
}

/** The form's values as the request schemas expect them (null → absent). */
export function toPayload(values: LeadFormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of LEAD_FIELD_NAMES) {
    const value = fieldInput(values[name]);
    if (value !== undefined) payload[name] = value;
  }
  return payload;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Shows per-field messages (from the browser's parse or the server's answer) on the lead
 * form; returns the messages that belong to no field of it (to show above the form).
 */
export function applyFieldErrors(
  form: FormInstance<LeadFormValues>,
  errors: Record<string, string>,
): string[] {
  return showFieldErrors(form, errors, LEAD_FIELD_NAMES);
}

/** Parses the lead form with a contract schema (create or update), showing what is wrong. */
export function parseLeadForm<T>(
  form: FormInstance<LeadFormValues>,
  schema: SchemaLike<T>,
  payload: Record<string, unknown>,
) {
  return parseForm(form, schema, payload, LEAD_FIELD_NAMES);
}

/**
 * An antd rule that validates one field with the contract's own zod schema, so the
 * browser shows exactly the messages the server would answer with.
 */
export function zodRule(name: LeadFieldName) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const schema = (await loadLeadSchemas()).leadFields[name] as {
        safeParse(value: unknown): { success: boolean; error?: { issues: ZodLikeIssue[] } };
      };
      const result = schema.safeParse(fieldInput(value));
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Please check this value.');
    },
  };
}

/** A stored lead as form values (null → empty). */
export function leadToFormValues(lead: Lead): LeadFormValues {
  return {
    first_name: lead.first_name,
    last_name: lead.last_name ?? undefined,
    company: lead.company ?? undefined,
    designation: lead.designation ?? undefined,
    email: lead.email ?? undefined,
    mobile: lead.mobile,
    phone: lead.phone ?? undefined,
    fax: lead.fax ?? undefined,
    website: lead.website ?? undefined,
    address_line1: lead.address_line1 ?? undefined,
    address_line2: lead.address_line2 ?? undefined,
    city: lead.city ?? undefined,
    state: lead.state ?? undefined,
    country: lead.country ?? undefined,
    postal_code: lead.postal_code ?? undefined,
    gstin: lead.gstin ?? undefined,
    billing_address: lead.billing_address ?? undefined,
    billing_state: lead.billing_state ?? undefined,
    notes: lead.notes ?? undefined,
    interests: lead.interests ?? undefined,
    category: lead.category ?? undefined,
    tags: lead.tags ?? [],
    deal_size: lead.deal_size,
    potential: lead.potential ?? undefined,
    source: lead.source,
  };
}

/** Puts a lead's values into the form and marks it clean (after a save or a reload). */
export function resetFormTo(form: FormInstance<LeadFormValues>, lead: Lead) {
  const values = leadToFormValues(lead);
  form.setFields(
    LEAD_FIELD_NAMES.map((name) => ({ name, value: values[name], touched: false, errors: [], warnings: [] })),
  );
}

// Every field of the contract is in the list above (a compile error otherwise).
const allFieldsListed: Exclude<LeadFieldName, (typeof LEAD_FIELD_NAMES)[number]> extends never
  ? true
  : never = true;
void allFieldsListed;
