import type { PersonGoals } from '@managewell/api/contract';
import { goalEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
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
  teamSheetsToRate,
  updateGoal,
} from './service';

const GOAL_SHEET_EXPORT: ExportColumn<PersonGoals>[] = [
  { header: 'Code', value: (p) => p.employeeCode },
  { header: 'Name', value: (p) => p.employeeName },
  { header: 'Department', value: (p) => p.department },
  { header: 'Designation', value: (p) => p.designation },
  { header: 'Status', value: (p) => p.appraisal?.status ?? 'not started' },
  { header: 'Goals', kind: 'number', value: (p) => p.appraisal?.goals.length ?? 0 },
  { header: 'Total weight', kind: 'number', value: (p) => p.appraisal?.totalWeight },
  { header: 'Progress %', kind: 'number', value: (p) => p.appraisal?.progress },
  { header: 'Self score', kind: 'number', value: (p) => p.appraisal?.selfScore },
  { header: 'Score', kind: 'number', value: (p) => p.appraisal?.score },
  { header: 'Submitted (IST)', kind: 'datetime', value: (p) => p.appraisal?.submittedAt },
];

/** Appraisal cycles, goals, progress, self-rating and HR's or the manager's rating. */
export async function goalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, goalEndpoints, {
    cycles: () => listCycles(db),
    createCycle: ({ body, user }) => createCycle(db, body, user.id),
    cycleStatus: ({ params, body }) => setCycleStatus(db, params.id, body),
    sheets: ({ query }) => listGoalSheets(db, query),
    sheetsExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listGoalSheets(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'goal-sheets', format, columns: GOAL_SHEET_EXPORT, rows });
    },
    sheet: ({ params, user }) => getGoalSheet(db, user, params.id),
    rate: ({ params, body, user }) => rateGoal(db, user, params.id, body),
    mine: async ({ query, user }) => myGoals(db, await me(user.id), query.cycleId),
    add: async ({ body, user }) => addGoal(db, await me(user.id), body),
    update: async ({ params, body, user }) => updateGoal(db, await me(user.id), params.id, body),
    remove: async ({ params, query, user }) => deleteGoal(db, await me(user.id), params.id, query.version),
    submit: async ({ body, user }) => submitGoals(db, await me(user.id), body.version),
    progress: async ({ params, body, user }) => addProgress(db, await me(user.id), params.id, body, user.id),
    selfRate: async ({ params, body, user }) => selfRate(db, await me(user.id), params.id, body),
    teamSheets: async ({ user }) => teamSheetsToRate(db, await me(user.id)),
  });
}
