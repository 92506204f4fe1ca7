import { routeCalls } from '../call';
import type { OutboxListQuery, OutboxMail, OutboxMailSummary, Page } from '../contract';
import { outboxRoutes } from '../contract/routes.generated';

const { ROUTES, call, callFile } = routeCalls(outboxRoutes);

/** The outbox's export route (CSV or Excel, `?format=`). */
export const OUTBOX_EXPORT_URL = ROUTES['outbox.export'].path;

export async function listOutbox(query: OutboxListQuery): Promise<Page<OutboxMailSummary>> {
  return call('outbox.list', { query });
}

export async function fetchOutboxMail(id: number): Promise<OutboxMail> {
  return call('outbox.get', { params: { id } });
}

/** An attachment's bytes (the request carries the bearer token, so a plain link cannot). */
export async function fetchOutboxAttachment(mailId: number, attachmentId: number): Promise<Blob> {
  return callFile('outbox.attachment', { params: { id: mailId, attachmentId } });
}
