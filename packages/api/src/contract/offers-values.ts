// Offer and joining-kit values without zod (statuses, labels, merge fields, documents): HR's
// offer list and its filters show them without validating anything, so they must not bring the
// schemas' zod (see docs/decisions/0008-zod-out-of-first-pages.md). offers.ts re-exports them.

/** draft → sent → viewed → accepted | declined; sent/viewed → withdrawn (HR) or expired (date passed). */
export const OFFER_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABEL: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The merge fields a template may use, as {{name}}, with what each one prints. */
export const OFFER_MERGE_FIELDS = {
  candidate_name: 'The candidate’s full name',
  designation: 'The offered designation',
  department: 'The department',
  joining_date: 'The date of joining (e.g. 1 Dec 2026)',
  location: 'The work location and state',
  ctc_annual: 'The annual CTC in ₹',
  ctc_monthly: 'The monthly CTC in ₹',
  gross_monthly: 'The monthly gross salary in ₹',
  company: 'The company’s legal name',
  expires_on: 'The last date to accept the offer',
} as const;
export type OfferMergeField = keyof typeof OFFER_MERGE_FIELDS;
export type OfferMergeValues = Record<OfferMergeField, string>;

export const JOINING_DOCUMENT_KINDS = [
  'photo',
  'pan',
  'address-proof',
  'bank-proof',
  'education',
  'experience',
] as const;
export type JoiningDocumentKind = (typeof JOINING_DOCUMENT_KINDS)[number];

export const JOINING_DOCUMENTS: Record<
  JoiningDocumentKind,
  { label: string; hint: string; types: readonly ('pdf' | 'jpg' | 'png')[] }
> = {
  photo: {
    label: 'Passport-size photo',
    hint: 'A recent colour photo (JPEG or PNG).',
    types: ['jpg', 'png'],
  },
  pan: { label: 'PAN card', hint: 'Both sides in one file.', types: ['pdf', 'jpg', 'png'] },
  'address-proof': {
    label: 'Address proof',
    hint: 'Aadhaar (mask the first eight digits), passport, voter ID or a utility bill.',
    types: ['pdf', 'jpg', 'png'],
  },
  'bank-proof': {
    label: 'Bank proof',
    hint: 'A cancelled cheque or the first page of the passbook.',
    types: ['pdf', 'jpg', 'png'],
  },
  education: {
    label: 'Education certificates',
    hint: 'The highest qualification’s certificate and mark sheets, in one PDF.',
    types: ['pdf', 'jpg', 'png'],
  },
  experience: {
    label: 'Experience certificates',
    hint: 'Relieving or experience letters of earlier employers (if any).',
    types: ['pdf', 'jpg', 'png'],
  },
};

/** At most 5 MB a file. */
export const JOINING_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const JOINING_MESSAGES = {
  size: 'The file is larger than 5 MB: please send a smaller scan.',
  type: 'Send a PDF, JPEG or PNG file.',
  photoType: 'Send the photo as a JPEG or PNG picture.',
  missing: 'Choose a file to upload.',
} as const;

/** uploaded (waiting for HR) → verified | ask-again (HR's note says why); ask-again → uploaded. */
export const JOINING_STATUSES = ['uploaded', 'verified', 'ask-again'] as const;
export type JoiningStatus = (typeof JOINING_STATUSES)[number];
