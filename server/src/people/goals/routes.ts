import {
  cycleInput,
  cycleStatusInput,
  goalInput,
  goalListQuery,
  goalUpdateInput,
  myGoalsQuery,
  progressInput,
  ratingInput,
  submitGoalsInput,
} from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser, parseInput } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  addGoal,
  addProgress,
  createCycle,
  deleteGoal,
  getGoalSheet,
  listCycles,
  listGoalSheets,
  myGoals,
  rateGoal,
  selfRate,
  setCycleStatus,
  submitGoals,
  updateGoal,
} from './service';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const versionQuery = z.strictObject({ version: z.coerce.number().int().min(1).max(2_147_483_647) });
const HR = { access: ['hr'] as const };
/** Any signed-in staff member: self-service, and ratings by a manager (checked per object). */
const SELF = { access: 'authenticated' as const };

/** Issue 11 §3: appraisal cycles, goals, progress, self-rating and HR's or the manager's rating. */
export async function goalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/api/appraisal-cycles', { config: HR }, async () => ({ success: await listCycles(db) }));

  app.post('/api/appraisal-cycles', { config: HR }, async (request, reply) => {
    const input = parseInput(cycleInput, request.body, 'body');
    return reply.code(201).send({ success: await createCycle(db, input, currentUser(request).id) });
  });

  app.post('/api/appraisal-cycles/:id/status', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(cycleStatusInput, request.body, 'body');
    return { success: await setCycleStatus(db, id, input) };
  });

  app.get('/api/goal-sheets', { config: HR }, async (request) => {
    const query = parseInput(goalListQuery, request.query, 'query');
    return { success: await listGoalSheets(db, query) };
  });

  app.get('/api/goal-sheets/:id', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await getGoalSheet(db, currentUser(request), id) };
  });

  app.post('/api/goals/:id/rating', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(ratingInput, request.body, 'body');
    return { success: await rateGoal(db, currentUser(request), id, input) };
  });

  app.get('/api/me/goals', { config: SELF }, async (request) => {
    const { cycleId } = parseInput(myGoalsQuery, request.query, 'query');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await myGoals(db, me, cycleId) };
  });

  app.post('/api/me/goals', { config: SELF }, async (request, reply) => {
    const input = parseInput(goalInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return reply.code(201).send({ success: await addGoal(db, me, input) });
  });

  app.put('/api/me/goals/:id', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(goalUpdateInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await updateGoal(db, me, id, input) };
  });

  app.delete('/api/me/goals/:id', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { version } = parseInput(versionQuery, request.query, 'query');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await deleteGoal(db, me, id, version) };
  });

  app.post('/api/me/goals/submit', { config: SELF }, async (request) => {
    const { version } = parseInput(submitGoalsInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await submitGoals(db, me, version) };
  });

  app.post('/api/me/goals/:id/progress', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(progressInput, request.body, 'body');
    const user = currentUser(request);
    const me = await requireEmployeeOfUser(db, user.id);
    return { success: await addProgress(db, me, id, input, user.id) };
  });

  app.post('/api/me/goals/:id/self-rating', { config: SELF }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(ratingInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await selfRate(db, me, id, input) };
  });
}
