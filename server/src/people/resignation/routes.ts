import type { ResignationView } from '@managewell/api/contract';
import { resignationEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
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

const RESIGNATION_EXPORT: ExportColumn<ResignationView>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Department', value: (r) => r.department },
  { header: 'Reason', value: (r) => r.reason },
  { header: 'Submitted (IST)', kind: 'datetime', value: (r) => r.submittedAt },
  { header: 'Proposed last day', kind: 'date', value: (r) => r.proposedLastDay },
  { header: 'Notice days', kind: 'number', value: (r) => r.noticeDays },
  { header: 'Last working day', kind: 'date', value: (r) => r.lastWorkingDay },
  { header: 'Status', value: (r) => r.status },
  { header: 'HR note', value: (r) => r.hrNote },
  {
    header: 'Exit checklist done',
    value: (r) => {
      const items = Object.values(r.checklist);
      return `${items.filter(Boolean).length}/${items.length}`;
    },
  },
];

/** Resignation, HR's decision, the exit checklist and the account's end. */
export async function resignationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const jobs = new ExitJobs({ db, jobs: ctx.jobs, log: app.log });
  if (ctx.config.resignationJobs) void jobs.start();
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, resignationEndpoints, {
    list: ({ query }) => listResignations(db, query),
    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listResignations(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'resignations', format, columns: RESIGNATION_EXPORT, rows });
    },
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
