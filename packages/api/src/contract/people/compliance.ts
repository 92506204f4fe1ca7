import { z } from 'zod';
import { pageAnswer, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  acknowledgeInput,
  type MyPolicy,
  POLICY_KINDS,
  type PolicyStatusRow,
  type PolicyVersionView,
  policyKind,
  policyStatusQuery,
  publishPolicyInput,
} from '../people';

const kindParams = z.strictObject({ kind: policyKind });

const policyVersionAnswer = z.object({
  kind: z.enum(POLICY_KINDS),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  contentHash: z.string(),
  publishedAt: timestampAnswer,
});

const declarationAnswer = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('interests'), interests: z.string() }),
  ])
  .nullable();

const myPolicyAnswer = z.object({
  current: policyVersionAnswer.nullable(),
  acknowledgement: z
    .object({
      version: z.number().int(),
      typedName: z.string(),
      acknowledgedAt: timestampAnswer,
      contentHash: z.string(),
      declaration: declarationAnswer,
    })
    .nullable(),
});

const policyStatusAnswer = z.object({
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  acknowledgedAt: timestampAnswer.nullable(),
  typedName: z.string().nullable(),
  declaration: declarationAnswer,
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof policyVersionAnswer>, PolicyVersionView>,
  SameType<z.output<typeof myPolicyAnswer>, MyPolicy>,
  SameType<z.output<typeof policyStatusAnswer>, PolicyStatusRow>,
] = [true, true, true];
void agreed;

/** Versioned NDA and conflict-of-interest texts and their acknowledgements. */
export const complianceEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/compliance/:kind',
    access: ['hr'],
    summary: 'Every published version of a policy with its acknowledgement count, and the staff count.',
    params: kindParams,
    answer: z.object({
      versions: z.array(policyVersionAnswer.extend({ acknowledged: z.number().int() })),
      staff: z.number().int(),
    }),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/compliance/:kind',
    access: ['hr'],
    summary: 'Publishes a new version of a policy (everyone acknowledges it afresh).',
    params: kindParams,
    body: publishPolicyInput,
    answer: policyVersionAnswer,
    status: 201,
  }),
  acknowledgements: defineEndpoint({
    method: 'GET',
    path: '/api/compliance/:kind/acknowledgements',
    access: ['hr'],
    summary: 'Who has and has not acknowledged the current version, a page at a time.',
    params: kindParams,
    query: policyStatusQuery,
    answer: pageAnswer(policyStatusAnswer).extend({ version: z.number().int().nullable() }),
  }),
  acknowledgementsExport: defineEndpoint({
    method: 'GET',
    path: '/api/compliance/:kind/acknowledgements/export',
    access: ['hr'],
    summary: 'The filtered acknowledgements of the current version as CSV or Excel (`format`).',
    params: kindParams,
    query: policyStatusQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  remind: defineEndpoint({
    method: 'POST',
    path: '/api/compliance/:kind/remind',
    access: ['hr'],
    summary: 'Notifies everyone who has not acknowledged the current version; answers how many.',
    params: kindParams,
    answer: z.object({ reminded: z.number().int() }),
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/compliance/:kind',
    access: 'authenticated',
    summary: 'The current version of a policy and my acknowledgement of it.',
    params: kindParams,
    answer: myPolicyAnswer,
    errors: [404],
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/api/me/compliance/:kind/acknowledge',
    access: 'authenticated',
    summary: 'Acknowledges the current version (typed name, time, address, content hash); 409 when stale.',
    params: kindParams,
    body: acknowledgeInput,
    answer: myPolicyAnswer,
    status: 201,
    errors: [404, 409],
  }),
};
