import { z } from 'zod';
import { idParams, pageAnswer, type SameType, timestampAnswer } from '../answers';
import { exportQuery, versionField } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  checklistInput,
  decideResignationInput,
  EXIT_CHECKLIST,
  RESIGNATION_STATUSES,
  type ResignationView,
  resignationListQuery,
  submitResignationInput,
} from '../people';

const resignationAnswer = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  reason: z.string(),
  proposedLastDay: z.string(),
  expectedLastDay: z.string(),
  noticeDays: z.number().int(),
  lastWorkingDay: z.string().nullable(),
  status: z.enum(RESIGNATION_STATUSES),
  hrNote: z.string().nullable(),
  checklist: z.record(z.enum(EXIT_CHECKLIST), z.boolean()),
  submittedAt: timestampAnswer,
  decidedAt: timestampAnswer.nullable(),
  deactivatedAt: timestampAnswer.nullable(),
  version: z.number().int(),
});

// The answer schema describes exactly the interface the front end has always used.
const agreed: SameType<z.output<typeof resignationAnswer>, ResignationView> = true;
void agreed;

/** Resignation, HR's decision, the exit checklist and the account's end. */
export const resignationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/resignations',
    access: ['hr'],
    summary: 'Resignations, a page at a time, optionally of one status.',
    query: resignationListQuery,
    answer: pageAnswer(resignationAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/resignations/export',
    access: ['hr'],
    summary: 'The filtered resignations as CSV or Excel (`format`).',
    query: resignationListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/resignations/:id',
    access: ['hr'],
    summary: 'One resignation with its exit checklist.',
    params: idParams(),
    answer: resignationAnswer,
    errors: [404],
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/resignations/:id/decision',
    access: ['hr'],
    summary: 'Accepts a resignation with the last working day, or asks to discuss it; 409 when stale.',
    params: idParams(),
    body: decideResignationInput,
    answer: resignationAnswer,
    errors: [404, 409],
  }),
  checklist: defineEndpoint({
    method: 'POST',
    path: '/api/resignations/:id/checklist',
    access: ['hr'],
    summary: 'Ticks or unticks an item of the exit checklist; 409 when stale.',
    params: idParams(),
    body: checklistInput,
    answer: resignationAnswer,
    errors: [404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/resignation',
    access: 'authenticated',
    summary: 'My open or latest resignation, or null.',
    answer: resignationAnswer.nullable(),
    errors: [404],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/me/resignation',
    access: 'authenticated',
    summary: 'Hands in my resignation (one open at a time: 409 otherwise).',
    body: submitResignationInput,
    answer: resignationAnswer,
    status: 201,
    errors: [404, 409],
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/me/resignation/withdraw',
    access: 'authenticated',
    summary: 'Withdraws my resignation before it is accepted; 409 when stale.',
    body: z.strictObject({ version: versionField() }),
    answer: resignationAnswer,
    errors: [404, 409],
  }),
};
