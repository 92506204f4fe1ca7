import type { OutboxListQuery, OutboxMail, OutboxMailSummary, Page, Success } from '../contract';
import { http } from '../http';

export async function listOutbox(query: OutboxListQuery): Promise<Page<OutboxMailSummary>> {
  return (await http.get<Success<Page<OutboxMailSummary>>>('/api/outbox', { params: query })).data.success;
}

export async function fetchOutboxMail(id: number): Promise<OutboxMail> {
  return (await http.get<Success<OutboxMail>>(`/api/outbox/${id}`)).data.success;
}

/** An attachment's bytes (the request carries the bearer token, so a plain link cannot). */
export async function fetchOutboxAttachment(mailId: number, attachmentId: number): Promise<Blob> {
  return (await http.get<Blob>(`/api/outbox/${mailId}/attachments/${attachmentId}`, { responseType: 'blob' }))
    .data;
}
