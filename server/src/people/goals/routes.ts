import { goalEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
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

/** Appraisal cycles, goals, progress, self-rating and HR's or the manager's rating. */
export async function goalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, goalEndpoints, {
    cycles: () => listCycles(db),
    createCycle: ({ body, user }) => createCycle(db, body, user.id),
    cycleStatus: ({ params, body }) => setCycleStatus(db, params.id, body),
    sheets: ({ query }) => listGoalSheets(db, query),
    sheet: ({ params, user }) => getGoalSheet(db, user, params.id),
    rate: ({ params, body, user }) => rateGoal(db, user, params.id, body),
    mine: async ({ query, user }) => myGoals(db, await me(user.id), query.cycleId),
    add: async ({ body, user }) => addGoal(db, await me(user.id), body),
    update: async ({ params, body, user }) => updateGoal(db, await me(user.id), params.id, body),
    remove: async ({ params, query, user }) => deleteGoal(db, await me(user.id), params.id, query.version),
    submit: async ({ body, user }) => submitGoals(db, await me(user.id), body.version),
    progress: async ({ params, body, user }) => addProgress(db, await me(user.id), params.id, body, user.id),
    selfRate: async ({ params, body, user }) => selfRate(db, await me(user.id), params.id, body),
  });
}
