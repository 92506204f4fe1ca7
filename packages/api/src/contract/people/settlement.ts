import { z } from 'zod';
import { idParams, pathId } from '../answers';
import { versionField } from '../common';
import { defineEndpoint } from '../endpoint';
import { EXIT_LETTER_KINDS, SETTLEMENT_STATUSES, settlementInput } from '../settlement';

// The answers live with the routes (not in the contract's root): only requests' numbers are bounded by columns.
const line = z.object({ label: z.string(), amount: z.number().int() });

export const settlementFiguresAnswer = z.object({
  dateOfJoining: z.string(),
  lastWorkingDay: z.string(),
  service: z.object({ years: z.number().int(), months: z.number().int(), days: z.number().int() }),
  monthlyBasic: z.number().int(),
  monthlyGross: z.number().int(),
  salary: z.object({
    month: z.string(),
    daysInMonth: z.number().int(),
    paidDays: z.number(),
    lopDays: z.number(),
    grossEarned: z.number().int(),
    /** True when a locked payroll month already paid it: the settlement leaves it out. */
    paidByPayroll: z.boolean(),
  }),
  leaveEncashment: z.object({ days: z.number(), divisor: z.number().int(), amount: z.number().int() }),
  gratuity: z.object({
    eligible: z.boolean(),
    years: z.number().int(),
    amount: z.number().int(),
    capped: z.boolean(),
  }),
  noticeRecovery: z.object({
    shortfallDays: z.number().int(),
    waived: z.boolean(),
    amount: z.number().int(),
  }),
  earnings: z.array(line),
  deductions: z.array(line),
  totalEarnings: z.number().int(),
  totalDeductions: z.number().int(),
  netPayable: z.number().int(),
  explanations: z.array(z.string()),
});
export type SettlementFigures = z.output<typeof settlementFiguresAnswer>;

export const settlementAnswer = z.object({
  id: z.number().int(),
  resignationId: z.number().int(),
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  encashmentDivisor: z.number().int(),
  waiveNoticeRecovery: z.boolean(),
  reimbursements: z.array(line),
  deductions: z.array(line),
  note: z.string().nullable(),
  figures: settlementFiguresAnswer,
  updatedAt: z.string(),
  finalisedAt: z.string().nullable(),
  version: z.number().int(),
});
export type SettlementView = z.output<typeof settlementAnswer>;

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
