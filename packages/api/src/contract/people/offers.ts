import { z } from 'zod';
import { idParams, pageAnswer, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import { createEmployeeInput } from '../hr';
import {
  OFFER_STATUSES,
  type OfferDetail,
  type OfferPreview,
  type OfferSummary,
  type OfferTemplateView,
  offerInput,
  offerListQuery,
  offerTemplateInput,
  offerUpdateInput,
  offerVersionInput,
  sendOfferInput,
} from '../offers';
import { createdEmployeeAnswer } from './hr-answers';

const offerParams = idParams();
const tokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This offer link is not valid.'),
});
/** The page takes any link a candidate may have mangled: a wrong one gets a readable page, not a 400. */
const pageParams = z.strictObject({ token: z.string().max(200) });

const templateAnswer = z.object({
  body: z.string(),
  version: z.number().int(),
  updatedAt: timestampAnswer.nullable(),
});

const breakupAnswer = z.object({
  basic: z.number().int(),
  hra: z.number().int(),
  special: z.number().int(),
  other: z.number().int(),
  gross: z.number().int(),
  employerPf: z.number().int(),
  monthlyCtc: z.number().int(),
  annualCtc: z.number().int(),
});

const summaryFields = {
  id: z.number().int(),
  number: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  designation: z.string(),
  department: z.string(),
  joiningDate: z.string(),
  expiresOn: z.string(),
  annualCtc: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  sentAt: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
};
const summaryAnswer = z.object(summaryFields);

const detailAnswer = z.object({
  ...summaryFields,
  candidatePhone: z.string().nullable(),
  location: z.string(),
  workState: z.string(),
  breakup: breakupAnswer,
  letter: z.string(),
  link: z.string().nullable(),
  viewedAt: timestampAnswer.nullable(),
  accepted: z
    .object({
      fullName: z.string(),
      at: timestampAnswer,
      address: z.string().nullable(),
      contentHash: z.string(),
    })
    .nullable(),
  declined: z.object({ at: timestampAnswer, reason: z.string().nullable() }).nullable(),
  withdrawnAt: timestampAnswer.nullable(),
  employeeId: z.number().int().nullable(),
  version: z.number().int(),
});

/** Converting an accepted offer: optionally a sign-in account, so the person can open their joining kit. */
export const offerConvertInput = z.strictObject({ account: createEmployeeInput.shape.account });

/** `created` is false when the offer had already become this employee (nothing new was made). */
const convertAnswer = createdEmployeeAnswer.extend({ created: z.boolean() });

const previewAnswer = z.object({ letter: z.string(), breakup: breakupAnswer });

/** What the candidate's link shows: the letter, the break-up and the acceptance once given. */
const publicOfferAnswer = z.object({
  number: z.string(),
  status: z.enum(OFFER_STATUSES),
  candidateName: z.string(),
  designation: z.string(),
  company: z.string(),
  /** As printed on the letter (`31 March 2026`). */
  expiresOn: z.string(),
  letter: z.string(),
  breakup: breakupAnswer,
  accepted: z.object({ fullName: z.string(), at: timestampAnswer }).nullable(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof templateAnswer>, OfferTemplateView>,
  SameType<z.output<typeof summaryAnswer>, OfferSummary>,
  SameType<z.output<typeof detailAnswer>, OfferDetail>,
  SameType<z.output<typeof previewAnswer>, OfferPreview>,
] = [true, true, true, true];
void agreed;

/** Offer letters (HR) and the candidate's public link. */
export const offerEndpoints = {
  template: defineEndpoint({
    method: 'GET',
    path: '/api/offers/template',
    access: ['hr'],
    summary: 'The offer letter template (the built-in default, version 0, until HR saves one).',
    answer: templateAnswer,
  }),
  saveTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/offers/template',
    access: ['hr'],
    summary: 'Saves the template (only known {{merge_fields}}); 409 when stale.',
    body: offerTemplateInput,
    answer: templateAnswer,
    errors: [409],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/offers',
    access: ['hr'],
    summary: 'Offers, a page at a time (`expired`: sent or viewed and past `expiresOn`, India’s date).',
    query: offerListQuery,
    answer: pageAnswer(summaryAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/offers/export',
    access: ['hr'],
    summary: 'The filtered offers as CSV or Excel (`format`).',
    query: offerListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/offers/preview',
    access: ['hr'],
    summary: 'The merged letter and CTC break-up of an offer; nothing is stored.',
    body: offerInput,
    answer: previewAnswer,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/offers',
    access: ['hr'],
    summary: 'Adds a draft offer (number MW-OL/<FY>/<n>, the template’s text copied).',
    body: offerInput,
    answer: detailAnswer,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/offers/:id',
    access: ['hr'],
    summary: 'One offer with its letter, break-up and answer.',
    params: offerParams,
    answer: detailAnswer,
    errors: [404],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/offers/:id',
    access: ['hr'],
    summary: 'Changes a draft offer (all fields and the version); 409 when sent or stale.',
    params: offerParams,
    body: offerUpdateInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/offers/:id/pdf',
    access: ['hr'],
    summary: 'The offer letter as a PDF on the letterhead.',
    params: offerParams,
    answerKind: 'file',
    errors: [404],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/offers/:id/send',
    access: ['hr'],
    summary: 'Sends the offer: the mail with the PDF and the link /offer/<token> is queued with it.',
    params: offerParams,
    body: sendOfferInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/offers/:id/withdraw',
    access: ['hr'],
    summary: 'Withdraws a sent offer; 409 when already answered or expired.',
    params: offerParams,
    body: offerVersionInput,
    answer: detailAnswer,
    errors: [404, 409],
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/offers/:id/convert',
    access: ['hr'],
    summary:
      'Creates the employee of an accepted offer (contact, designation, joining date, salary structure) once; again answers that employee.',
    params: offerParams,
    body: offerConvertInput,
    answer: convertAnswer,
    errors: [404, 409],
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/offer/:token',
    access: 'public',
    summary:
      'The candidate’s page (no script); a sent offer becomes viewed; a wrong or draft token is a 404 page.',
    params: pageParams,
    answerKind: 'html',
    errors: [404],
  }),
  publicOffer: defineEndpoint({
    method: 'GET',
    path: '/api/public/offers/:token',
    access: 'public',
    summary: 'The candidate’s page as JSON (no-store); a sent offer becomes viewed.',
    params: tokenParams,
    answer: publicOfferAnswer,
    errors: [404],
  }),
  publicPdf: defineEndpoint({
    method: 'GET',
    path: '/offer/:token/pdf',
    access: 'public',
    summary: 'The offer letter as a PDF, for the candidate.',
    params: tokenParams,
    answerKind: 'file',
    errors: [404],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/offer/:token/accept',
    access: 'public',
    summary:
      'Accepts with `acceptanceInput` as JSON (answers the public offer) or as the page’s form (answers the page); rate-limited; 409 when closed.',
    params: tokenParams,
    answer: publicOfferAnswer,
    errors: [404, 409, 429],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/offer/:token/decline',
    access: 'public',
    summary:
      'Declines with `offerDeclineInput` (reason?) as JSON or as the page’s form; rate-limited; 409 when closed.',
    params: tokenParams,
    answer: publicOfferAnswer,
    errors: [404, 409, 429],
  }),
};
