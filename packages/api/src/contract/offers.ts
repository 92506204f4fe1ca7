/**
 * Offer letters to candidates (a template with merge fields, the CTC
 * break-up, a public link to accept with a typed name) and the joining kit a new joiner uploads.
 * Amounts are monthly paise integers.
 */
import { z } from 'zod';
import { pageQuery, versionField } from './common';
import { INDIAN_STATES } from './documents';
import { DEPARTMENTS, indianPhoneSchema } from './hr';
import { realDate } from './hr-time';
import {
  JOINING_DOCUMENT_KINDS,
  JOINING_STATUSES,
  type JoiningDocumentKind,
  type JoiningStatus,
  OFFER_MERGE_FIELDS,
  OFFER_STATUSES,
  type OfferMergeField,
  type OfferMergeValues,
  type OfferStatus,
} from './offers-values';

export * from './offers-values';

// ---- Offer letters ------------------------------------------------------------------------------

const MERGE_TAG = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The {{tags}} of a template that are not merge fields ([] when all are known). */
export function unknownMergeFields(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(MERGE_TAG)) {
    if (!(match[1]! in OFFER_MERGE_FIELDS)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/** The template with every {{field}} replaced by its value (unknown tags are left as typed). */
export function mergeOfferTemplate(template: string, values: OfferMergeValues): string {
  return template.replace(MERGE_TAG, (tag, name: string) =>
    name in OFFER_MERGE_FIELDS ? values[name as OfferMergeField] : tag,
  );
}

export const DEFAULT_OFFER_TEMPLATE = `Dear {{candidate_name}},

We are pleased to offer you the position of {{designation}} in our {{department}} department at {{company}}, based at {{location}}.

Your date of joining will be {{joining_date}}. Your annual cost to company (CTC) will be {{ctc_annual}} ({{ctc_monthly}} a month), made up as shown in the salary break-up below.

This offer is subject to the verification of your documents and references. Please bring the documents of the joining kit on your first day.

Please accept this offer by {{expires_on}} using the link in our e-mail. We look forward to welcoming you to the team.`;

export const offerTemplateInput = z.strictObject({
  body: z
    .string({ error: 'Write the letter.' })
    .trim()
    .min(20, 'Write the letter (at least 20 characters).')
    .max(10_000, 'The letter can have at most 10,000 characters.')
    .refine((t) => unknownMergeFields(t).length === 0, {
      message: `Use only these merge fields: ${Object.keys(OFFER_MERGE_FIELDS)
        .map((f) => `{{${f}}}`)
        .join(', ')}.`,
    }),
  version: versionField(0),
});
export type OfferTemplateInput = z.infer<typeof offerTemplateInput>;

export interface OfferTemplateView {
  body: string;
  version: number;
  updatedAt: string | null;
}

/** EPF wage ceiling (₹15,000 a month) and the employer's 12 % on it. */
export const OFFER_EPF_CEILING_PAISE = 15_000_00;
export const OFFER_EMPLOYER_PF_RATE = 0.12;

export interface CtcComponents {
  basic: number;
  hra: number;
  special: number;
  other: number;
}

export interface CtcBreakup extends CtcComponents {
  gross: number;
  /** 12 % of basic, capped at the ₹15,000 wage ceiling. */
  employerPf: number;
  monthlyCtc: number;
  annualCtc: number;
}

/** Gross, employer PF and CTC (monthly and annual) of monthly components in paise. */
export function ctcBreakup(c: CtcComponents): CtcBreakup {
  const gross = c.basic + c.hra + c.special + c.other;
  const employerPf = Math.round(Math.min(c.basic, OFFER_EPF_CEILING_PAISE) * OFFER_EMPLOYER_PF_RATE);
  const monthlyCtc = gross + employerPf;
  return { ...c, gross, employerPf, monthlyCtc, annualCtc: monthlyCtc * 12 };
}

/** The break-up rows as printed: label, monthly and annual paise. */
export function ctcRows(b: CtcBreakup): { label: string; monthly: number; annual: number }[] {
  const row = (label: string, monthly: number) => ({ label, monthly, annual: monthly * 12 });
  return [
    row('Basic', b.basic),
    row('House rent allowance (HRA)', b.hra),
    row('Special allowance', b.special),
    ...(b.other ? [row('Other allowances', b.other)] : []),
    row('Gross salary', b.gross),
    row('Employer PF (12 % of basic, capped)', b.employerPf),
    row('Cost to company (CTC)', b.monthlyCtc),
  ];
}

const monthlyPaise = (label: string) =>
  z
    .number({ error: `Enter the ${label} in paise.` })
    .int('Amounts are whole paise.')
    .min(0, 'An amount cannot be negative.')
    .max(1_00_00_000_00, 'At most ₹1,00,00,000 a month.');

const offerFieldsShape = {
  candidateName: z
    .string({ error: 'Enter the candidate’s name.' })
    .trim()
    .min(2, 'Enter the candidate’s full name.')
    .max(120),
  candidateEmail: z
    .string({ error: 'Enter the candidate’s e-mail.' })
    .trim()
    .toLowerCase()
    .email('Enter a valid e-mail address.')
    .max(200),
  candidatePhone: z.union([z.literal('').transform(() => null), z.null(), indianPhoneSchema]).optional(),
  designation: z.string({ error: 'Enter the designation.' }).trim().min(2, 'Enter the designation.').max(120),
  department: z.enum(DEPARTMENTS, { message: 'Choose a department.' }),
  location: z
    .string({ error: 'Enter the work location.' })
    .trim()
    .min(2, 'Enter the work location.')
    .max(120),
  workState: z.enum(INDIAN_STATES, { message: 'Choose a state.' }),
  joiningDate: realDate,
  expiresOn: realDate,
  basic: monthlyPaise('basic').min(1, 'Basic must be more than zero.'),
  hra: monthlyPaise('HRA'),
  special: monthlyPaise('special allowance'),
  other: monthlyPaise('other allowances'),
};

const datesInOrder = <T extends { joiningDate: string; expiresOn: string }>(o: T) =>
  o.expiresOn <= o.joiningDate;

/** What HR fills in for a candidate's offer. */
export const offerInput = z.strictObject(offerFieldsShape).refine(datesInOrder, {
  message: 'The offer must expire on or before the joining date.',
  path: ['expiresOn'],
});
export type OfferInput = z.input<typeof offerInput>;

/** Editing a draft: all fields again, with the version last read. */
export const offerUpdateInput = z
  .strictObject({ ...offerFieldsShape, version: versionField() })
  .refine(datesInOrder, {
    message: 'The offer must expire on or before the joining date.',
    path: ['expiresOn'],
  });

export const offerVersionInput = z.strictObject({ version: versionField() });

export const sendOfferInput = z.strictObject({
  version: versionField(),
  /** A note added to the e-mail above the link. */
  message: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
});

export const offerListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(OFFER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type OfferListQuery = z.input<typeof offerListQuery>;

/** The candidate declines, optionally saying why. */
export const offerDeclineInput = z.strictObject({
  reason: z.string().trim().max(1000, 'At most 1,000 characters.').optional(),
});

export interface OfferSummary {
  id: number;
  number: string;
  candidateName: string;
  candidateEmail: string;
  designation: string;
  department: string;
  joiningDate: string;
  expiresOn: string;
  annualCtc: number;
  status: OfferStatus;
  sentAt: string | null;
  createdAt: string;
}

export interface OfferDetail extends OfferSummary {
  candidatePhone: string | null;
  location: string;
  workState: string;
  breakup: CtcBreakup;
  /** The letter's text with the merge fields filled in. */
  letter: string;
  /** The candidate's link, once sent ('/offer/<token>'). */
  link: string | null;
  viewedAt: string | null;
  accepted: { fullName: string; at: string; address: string | null; contentHash: string } | null;
  declined: { at: string; reason: string | null } | null;
  withdrawnAt: string | null;
  /** The employee this accepted offer was converted into, once HR did. */
  employeeId: number | null;
  version: number;
}

export interface OfferPreview {
  letter: string;
  breakup: CtcBreakup;
}

// ---- Joining kit --------------------------------------------------------------------------------

export const joiningKindParam = z.enum(JOINING_DOCUMENT_KINDS, { message: 'Unknown document.' });

export const joiningReviewInput = z
  .strictObject({
    decision: z.enum(['verified', 'ask-again'], { message: 'Verify it or ask again.' }),
    note: z.string().trim().max(500, 'At most 500 characters.').optional(),
    version: versionField(),
  })
  .refine((r) => r.decision === 'verified' || (r.note ?? '').length >= 3, {
    message: 'Say what is wrong, so they can send it again.',
    path: ['note'],
  });
export type JoiningReviewInput = z.input<typeof joiningReviewInput>;

export const joiningQueueQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(JOINING_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  employeeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type JoiningQueueQuery = z.input<typeof joiningQueueQuery>;

export interface JoiningDocumentView {
  id: number;
  kind: JoiningDocumentKind;
  status: JoiningStatus;
  originalName: string;
  mime: string;
  bytes: number;
  uploadedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  note: string | null;
  version: number;
}

/** One line of the checklist: the kind, and its document when uploaded. */
export interface JoiningChecklistItem {
  kind: JoiningDocumentKind;
  label: string;
  hint: string;
  document: JoiningDocumentView | null;
}

export interface JoiningKit {
  items: JoiningChecklistItem[];
  verified: number;
  total: number;
}

/** HR's queue row: a document with whose it is. */
export interface JoiningQueueRow extends JoiningDocumentView {
  employeeId: number;
  code: string;
  fullName: string;
  department: string;
}
