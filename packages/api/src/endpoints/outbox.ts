import { call, callFile } from '../call';
import type { OutboxListQuery, OutboxMail, OutboxMailSummary, Page } from '../contract';

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
