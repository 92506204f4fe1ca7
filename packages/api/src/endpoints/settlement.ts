import { routeCalls } from '../call';
import type { ExitLetterKind, ResignationView, SettlementInput, SettlementView } from '../contract';
import { resignationRoutes, settlementRoutes } from '../contract/routes.generated';

const { call, callFile } = routeCalls({ ...resignationRoutes, ...settlementRoutes });

/** Full-and-final settlement: HR's draft and finalising, the employee's own, and the PDFs. */

export const fetchResignation = (id: number): Promise<ResignationView> =>
  call('resignation.get', { params: { id } });
export const fetchSettlement = (resignationId: number): Promise<SettlementView | null> =>
  call('settlement.get', { params: { id: resignationId } });
export const saveSettlement = (resignationId: number, body: SettlementInput): Promise<SettlementView> =>
  call('settlement.save', { params: { id: resignationId }, body });
export const finaliseSettlement = (resignationId: number, version: number): Promise<SettlementView> =>
  call('settlement.finalise', { params: { id: resignationId }, body: { version } });
export const fetchMySettlement = (): Promise<SettlementView | null> => call('settlement.mine');

/** The statement as a Blob: HR by the resignation's id, the employee (`mine`) by the settlement's. */
export const fetchSettlementStatementPdf = (id: number, mine: boolean): Promise<Blob> =>
  callFile(mine ? 'settlement.myStatementPdf' : 'settlement.statementPdf', { params: { id } });

/** A relieving or experience letter as a Blob, addressed as the statement is. */
export const fetchExitLetterPdf = (id: number, kind: ExitLetterKind, mine: boolean): Promise<Blob> =>
  callFile(mine ? 'settlement.myLetterPdf' : 'settlement.letterPdf', { params: { id, kind } });
