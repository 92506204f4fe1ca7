import { resignationEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
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

/** Resignation, HR's decision, the exit checklist and the account's end. */
export async function resignationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const jobs = new ExitJobs({ db, jobs: ctx.jobs, log: app.log });
  if (ctx.config.resignationJobs) void jobs.start();
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, resignationEndpoints, {
    list: ({ query }) => listResignations(db, query),
    get: ({ params }) => getResignation(db, params.id),
    decide: async ({ params, body, user }) => {
      const result = await decideResignation(db, params.id, body, user.id);
      if (result.lastWorkingDay && result.status === 'accepted') await jobs.schedule(result.lastWorkingDay);
      return result;
    },
    checklist: ({ params, body }) => setChecklistItem(db, params.id, body),
    mine: async ({ user }) => myResignation(db, await me(user.id)),
    submit: async ({ body, user }) => submitResignation(db, await me(user.id), body),
    withdraw: async ({ body, user }) => withdrawResignation(db, await me(user.id), body.version),
  });
}
