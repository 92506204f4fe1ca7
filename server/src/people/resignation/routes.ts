import {
  checklistInput,
  decideResignationInput,
  resignationListQuery,
  submitResignationInput,
  versionField,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser, parseInput } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import { ExitJobs } from './jobs';
import {
  decideResignation,
  getResignation,
  listResignations,
  myResignation,
  setChecklistItem,
  submitResignation,
  withdrawResignation,
} from './service';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const versionBody = z.strictObject({ version: versionField() });
const HR = { access: ['hr'] as const };
const SELF = { access: 'authenticated' as const };

/** Issue 11 §4: resignation, HR's decision, the exit checklist and the account's end. */
export async function resignationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const jobs = new ExitJobs({ db, jobs: ctx.jobs, log: app.log });
  if (ctx.config.resignationJobs) void jobs.start();

  app.get('/api/resignations', { config: HR }, async (request) => {
    const query = parseInput(resignationListQuery, request.query, 'query');
    return { success: await listResignations(db, query) };
  });

  app.get('/api/resignations/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await getResignation(db, id) };
  });

  app.post('/api/resignations/:id/decision', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(decideResignationInput, request.body, 'body');
    const result = await decideResignation(db, id, input, currentUser(request).id);
    if (result.lastWorkingDay && result.status === 'accepted') await jobs.schedule(result.lastWorkingDay);
    return { success: result };
  });

  app.post('/api/resignations/:id/checklist', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(checklistInput, request.body, 'body');
    return { success: await setChecklistItem(db, id, input) };
  });

  app.get('/api/me/resignation', { config: SELF }, async (request) => {
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await myResignation(db, me) };
  });

  app.post('/api/me/resignation', { config: SELF }, async (request, reply) => {
    const input = parseInput(submitResignationInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return reply.code(201).send({ success: await submitResignation(db, me, input) });
  });

  app.post('/api/me/resignation/withdraw', { config: SELF }, async (request) => {
    const { version } = parseInput(versionBody, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await withdrawResignation(db, me, version) };
  });
}
