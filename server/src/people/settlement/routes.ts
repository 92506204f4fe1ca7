import type { ExitLetterKind, SettlementView } from '@managewell/api/contract';
import { settlementEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { conflict, registerEndpoints, sendPdf } from '../../platform/http';
import { letterheadOrDefault, renderPdf } from '../../workplace/documents';
import { requireEmployeeOfUser } from '../hr';
import { exitLetterDocument, settlementStatementDocument } from './documents';
import {
  finaliseSettlement,
  myFinalSettlement,
  mySettlement,
  requireSettlement,
  type SettlementRecord,
  saveSettlement,
  settlementOf,
} from './service';

/** The answer leaves the employee record (bank, PAN) out: the documents alone print from it. */
const answer = ({ employee: _, ...settlement }: SettlementRecord): SettlementView => settlement;

/** Full-and-final settlement of accepted resignations, its statement and the exit letters. */
export async function settlementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  registerEndpoints(app, settlementEndpoints, {
    get: async ({ params }) => {
      const found = await settlementOf(db, params.id);
      return found ? answer(found) : null;
    },
    save: async ({ params, body, user }) => answer(await saveSettlement(db, params.id, body, user.id)),
    finalise: async ({ params, body, user }) =>
      answer(await finaliseSettlement(db, params.id, body.version, user.id)),
    statementPdf: async ({ params, reply }) => statement(db, reply, await requireSettlement(db, params.id)),
    letterPdf: async ({ params, reply }) => {
      const settlement = await requireSettlement(db, params.id);
      if (settlement.status !== 'final')
        throw conflict('The letters are issued once the settlement is final.');
      return letter(db, reply, params.kind, settlement);
    },
    mine: async ({ user }) => {
      const found = await mySettlement(db, await me(user.id));
      return found ? answer(found) : null;
    },
    myStatementPdf: async ({ params, user, reply }) =>
      statement(db, reply, await myFinalSettlement(db, await me(user.id), params.id)),
    myLetterPdf: async ({ params, user, reply }) =>
      letter(db, reply, params.kind, await myFinalSettlement(db, await me(user.id), params.id)),
  });
}

async function statement(db: DbOrTx, reply: FastifyReply, s: SettlementRecord) {
  const pdf = await renderPdf(settlementStatementDocument(s, await letterheadOrDefault(db)));
  return sendPdf(reply, pdf, `settlement-${s.employee.code}.pdf`);
}

async function letter(db: DbOrTx, reply: FastifyReply, kind: ExitLetterKind, s: SettlementRecord) {
  const pdf = await renderPdf(exitLetterDocument(kind, s, await letterheadOrDefault(db)));
  return sendPdf(reply, pdf, `${kind}-letter-${s.employee.code}.pdf`);
}
