/**
 * Shared by every business document (quotations, offer letters, payslips, NDAs): the Indian
 * states and union territories with their GST codes, the company's legal details kept in the
 * site settings, and the public "accept with your typed full name" input.
 */
import { z } from 'zod';

/** The 28 states and 8 union territories with their GST state codes (the first two GSTIN digits). */
export const INDIAN_STATE_GST_CODES = [
  { name: 'Andaman and Nicobar Islands', gstCode: '35', kind: 'union-territory' },
  { name: 'Andhra Pradesh', gstCode: '37', kind: 'state' },
  { name: 'Arunachal Pradesh', gstCode: '12', kind: 'state' },
  { name: 'Assam', gstCode: '18', kind: 'state' },
  { name: 'Bihar', gstCode: '10', kind: 'state' },
  { name: 'Chandigarh', gstCode: '04', kind: 'union-territory' },
  { name: 'Chhattisgarh', gstCode: '22', kind: 'state' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gstCode: '26', kind: 'union-territory' },
  { name: 'Delhi', gstCode: '07', kind: 'union-territory' },
  { name: 'Goa', gstCode: '30', kind: 'state' },
  { name: 'Gujarat', gstCode: '24', kind: 'state' },
  { name: 'Haryana', gstCode: '06', kind: 'state' },
  { name: 'Himachal Pradesh', gstCode: '02', kind: 'state' },
  { name: 'Jammu and Kashmir', gstCode: '01', kind: 'union-territory' },
  { name: 'Jharkhand', gstCode: '20', kind: 'state' },
  { name: 'Karnataka', gstCode: '29', kind: 'state' },
  { name: 'Kerala', gstCode: '32', kind: 'state' },
  { name: 'Ladakh', gstCode: '38', kind: 'union-territory' },
  { name: 'Lakshadweep', gstCode: '31', kind: 'union-territory' },
  { name: 'Madhya Pradesh', gstCode: '23', kind: 'state' },
  { name: 'Maharashtra', gstCode: '27', kind: 'state' },
  { name: 'Manipur', gstCode: '14', kind: 'state' },
  { name: 'Meghalaya', gstCode: '17', kind: 'state' },
  { name: 'Mizoram', gstCode: '15', kind: 'state' },
  { name: 'Nagaland', gstCode: '13', kind: 'state' },
  { name: 'Odisha', gstCode: '21', kind: 'state' },
  { name: 'Puducherry', gstCode: '34', kind: 'union-territory' },
  { name: 'Punjab', gstCode: '03', kind: 'state' },
  { name: 'Rajasthan', gstCode: '08', kind: 'state' },
  { name: 'Sikkim', gstCode: '11', kind: 'state' },
  { name: 'Tamil Nadu', gstCode: '33', kind: 'state' },
  { name: 'Telangana', gstCode: '36', kind: 'state' },
  { name: 'Tripura', gstCode: '16', kind: 'state' },
  { name: 'Uttar Pradesh', gstCode: '09', kind: 'state' },
  { name: 'Uttarakhand', gstCode: '05', kind: 'state' },
  { name: 'West Bengal', gstCode: '19', kind: 'state' },
] as const;

export type IndianState = (typeof INDIAN_STATE_GST_CODES)[number]['name'];
/** Their names, as forms and the contract use them (sales sites, employees' work states, GST). */
export const INDIAN_STATES = INDIAN_STATE_GST_CODES.map((s) => s.name) as [IndianState, ...IndianState[]];

/** The state of a GST state code ('27' → 'Maharashtra'), or null. */
export function stateOfGstCode(code: string): IndianState | null {
  return INDIAN_STATE_GST_CODES.find((s) => s.gstCode === code)?.name ?? null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 GSTIN characters (mod-36 with alternating weights 1, 2). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] as string;
}

/** '27AABCT1234F1Z5': state code, PAN, entity number, 'Z', check character. */
export function isValidGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  if (!stateOfGstCode(value.slice(0, 2))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const gstinField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, 'Enter a valid 15-character GSTIN (state code, PAN, entity, Z, check character).');

export const panField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Enter a valid PAN (five letters, four digits, one letter).');

export const indianStateField = z.enum(INDIAN_STATES, { error: 'Choose a state or union territory.' });

/**
 * The company's legal details printed on quotations, offer letters and payslips (site settings
 * `company`). Its `state` decides CGST + SGST (same state as the customer) or IGST.
 */
export const companyDetailsSchema = z
  .strictObject({
    legalName: z.string().trim().min(2).max(160),
    gstin: gstinField,
    state: indianStateField,
    pan: panField.optional(),
  })
  .refine((c) => stateOfGstCode(c.gstin.slice(0, 2)) === c.state, {
    message: "The GSTIN's first two digits must be the state's GST code.",
    path: ['gstin'],
  })
  .refine((c) => c.pan === undefined || c.gstin.slice(2, 12) === c.pan, {
    message: 'The PAN must be the GSTIN characters 3 to 12.',
    path: ['pan'],
  });
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** Intra-state supply (CGST + SGST) when both states are the same; IGST otherwise. */
export function isInterState(companyState: string, placeOfSupply: string): boolean {
  return companyState !== placeOfSupply;
}

/** The public "accept with your typed full name" form (quotations, offer letters, NDAs). */
export const acceptanceInput = z.strictObject({
  fullName: z
    .string({ error: 'Type your full name.' })
    .trim()
    .min(2, 'Type your full name (at least 2 characters).')
    .max(120, 'Your name can have at most 120 characters.'),
  consent: z.literal(true, { error: 'Tick the box to confirm you accept.' }),
});
export type AcceptanceInput = z.input<typeof acceptanceInput>;

/** The acceptance as recorded and printed on the accepted document. */
export interface AcceptanceRecord {
  fullName: string;
  /** ISO timestamp. */
  acceptedAt: string;
  /** The client address it came from, or null. */
  address: string | null;
  /** sha256 (hex) of the canonical JSON of what was accepted. */
  contentHash: string;
}
