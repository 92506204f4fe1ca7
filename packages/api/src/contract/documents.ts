/**
 * Shared by every business document (quotations, offer letters, payslips, NDAs): the Indian
 * states and union territories with their GST codes, the company's legal details kept in the
 * site settings, and the public "accept with your typed full name" input.
 */
import { z } from 'zod';
import { INDIAN_STATES, stateOfGstCode } from './indian-states';

// The states' list is zod-free, so forms show it without loading zod (see docs/decisions/0008-zod-out-of-first-pages.md); re-exported here.
export * from './indian-states';

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

/** The message when a customer's GSTIN is registered in neither of the states it could belong to. */
export const GSTIN_STATE_MESSAGE =
  "The GSTIN's first two digits must be the GST code of the site's state or of the billing state.";

/**
 * Whether a customer's GSTIN belongs to one of `states` (the site's state or the billing state):
 * its first two digits are that state's GST code. States not known yet are skipped.
 */
export function gstinMatchesState(gstin: string, states: readonly (string | null | undefined)[]): boolean {
  const registered = stateOfGstCode(gstin.slice(0, 2));
  return states.some((state) => state != null && state === registered);
}

export const panField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Enter a valid PAN (five letters, four digits, one letter).');

/** The employer's tax deduction account number: four letters, five digits, one letter. */
export const tanField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}\d{5}[A-Z]$/, 'Enter a valid TAN (four letters, five digits, one letter).');

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
    /** The registered address printed as the seller's on invoices; the footer's address when absent. */
    address: z.string().trim().min(10, 'Enter the full registered address.').max(300).optional(),
    pan: panField.optional(),
    /** Printed on the salary TDS certificates (Form 130). */
    tan: tanField.optional(),
    /** Printed on tax invoices for paying by transfer. */
    bank: z
      .strictObject({
        accountName: z.string().trim().min(2).max(160),
        bankName: z.string().trim().min(2).max(120),
        branch: z.string().trim().max(120).optional(),
        accountNumber: z
          .string()
          .trim()
          .regex(/^\d{9,18}$/, 'Enter the bank account number: 9 to 18 digits.'),
        ifsc: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an IFSC like HDFC0001234.'),
        upiId: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, 'Enter a UPI id like company@bank.')
          .optional(),
      })
      .optional(),
    /** E-invoicing applies (turnover above the limit): B2B invoices and credit notes then need an IRN. */
    eInvoicing: z.boolean().optional(),
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
