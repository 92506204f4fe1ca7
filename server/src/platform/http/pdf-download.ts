import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './export';

/** A PDF sent as a private download, never kept by a shared cache. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
