import { z } from 'zod';
import { idParams, type SameType, timestampAnswer } from '../answers';
import { defineEndpoint } from '../endpoint';
import { newsletterRequest, newsletterTokenRequest } from '../site';
import {
  SUBSCRIBER_STATUSES,
  type SubscriberPage,
  subscriberExportQuery,
  subscriberQuery,
} from '../website-admin';

const ADMIN = ['website-admin'] as const;

const subscriberAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  consent_at: timestampAnswer,
  consent_ip: z.string().nullable(),
  confirmed_at: timestampAnswer.nullable(),
  unsubscribed_at: timestampAnswer.nullable(),
});
const pageAnswer = z.object({
  items: z.array(subscriberAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const agreed: SameType<z.output<typeof pageAnswer>, SubscriberPage> = true;
void agreed;

/** The answer of a link: what the public page tells the visitor. */
const linkAnswer = z.object({ status: z.enum(SUBSCRIBER_STATUSES) });

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/newsletter',
    access: 'public',
    summary:
      'The footer sign-up: e-mails a confirmation link (double opt-in); the same answer for a known address; honeypot, rate-limited.',
    body: z.strictObject(newsletterRequest.shape),
    answer: z.object({ sent: z.boolean() }),
    status: 202,
    errors: [429],
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/newsletter/confirm',
    access: 'public',
    summary: 'The confirmation link: confirms the subscription once; 404 for an unknown or used link.',
    body: newsletterTokenRequest,
    answer: linkAnswer,
    errors: [404, 429],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/newsletter/unsubscribe',
    access: 'public',
    summary: 'The unsubscribe link in every newsletter mail; 404 for an unknown link.',
    body: newsletterTokenRequest,
    answer: linkAnswer,
    errors: [404, 429],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/subscribers',
    access: ADMIN,
    summary: 'A page of newsletter subscribers, searched by e-mail and filtered by status.',
    query: subscriberQuery,
    answer: pageAnswer,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/subscribers/export',
    access: ADMIN,
    summary: 'Every subscriber the list’s query matches, as CSV or Excel.',
    query: subscriberExportQuery,
    answerKind: 'file',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/website-admin/subscribers/:id',
    access: ADMIN,
    summary: 'Removes a subscriber and their consent record (an erasure request).',
    params: idParams(),
    answer: z.object({ id: z.number().int() }),
    errors: [404],
  }),
};
