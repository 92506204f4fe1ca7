import { z } from 'zod';
import { idParams, pathId } from '../answers';
import { versionField } from '../common';
import { defineEndpoint } from '../endpoint';
import { EXIT_LETTER_KINDS, settlementAnswer, settlementInput } from '../settlement';

const letterParams = z.strictObject({ id: pathId(), kind: z.enum(EXIT_LETTER_KINDS) });

/** Full-and-final settlement of an accepted resignation, its statement and the exit letters. */
export const settlementEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/resignations/:id/settlement',
    access: ['hr'],
    summary: "The resignation's settlement (draft or final), or null when none is drafted yet.",
    params: idParams(),
    answer: settlementAnswer.nullable(),
    errors: [404],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/resignations/:id/settlement',
    access: ['hr'],
    summary: 'Drafts or redrafts the settlement of an accepted resignation; 409 when stale or final.',
    params: idParams(),
    body: settlementInput,
    answer: settlementAnswer,
    errors: [404, 409],
  }),
  finalise: defineEndpoint({
    method: 'POST',
    path: '/api/resignations/:id/settlement/finalise',
    access: ['hr'],
    summary: 'Finalises the settlement as it stands: it never changes again; 409 when stale.',
    params: idParams(),
    body: z.strictObject({ version: versionField() }),
    answer: settlementAnswer,
    errors: [404, 409],
  }),
  statementPdf: defineEndpoint({
    method: 'GET',
    path: '/api/resignations/:id/settlement/statement',
    access: ['hr'],
    summary: 'The settlement statement as a PDF (marked draft until final).',
    params: idParams(),
    answerKind: 'file',
    errors: [404],
  }),
  letterPdf: defineEndpoint({
    method: 'GET',
    path: '/api/resignations/:id/settlement/letters/:kind',
    access: ['hr'],
    summary: 'The relieving or experience letter as a PDF, once the settlement is final.',
    params: letterParams,
    answerKind: 'file',
    errors: [404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/settlement',
    access: 'authenticated',
    summary: 'My final settlement, or null.',
    answer: settlementAnswer.nullable(),
    errors: [404],
  }),
  myStatementPdf: defineEndpoint({
    method: 'GET',
    path: '/api/me/settlements/:id/statement',
    access: 'authenticated',
    summary: "My final settlement statement as a PDF; anyone else's 404.",
    params: idParams(),
    answerKind: 'file',
    errors: [404],
  }),
  myLetterPdf: defineEndpoint({
    method: 'GET',
    path: '/api/me/settlements/:id/letters/:kind',
    access: 'authenticated',
    summary: "My relieving or experience letter as a PDF; anyone else's 404.",
    params: letterParams,
    answerKind: 'file',
    errors: [404],
  }),
};
