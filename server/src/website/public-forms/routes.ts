import { contactRequest, enquiryRequest } from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebsiteContext } from '../context';
import { HONEYPOT_ANSWER, isHoneypotFilled, logHoneypot } from './honeypot';
import { earlierSubmission, leadCreated } from './idempotency';
import { parsePublicForm } from './input';
import { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
import { notesOf, type PublicLead, storePublicLead } from './store';

/**
 * What every JSON public form does first: a retry of a stored submission (same Idempotency-Key)
 * is answered with the first answer; then the address limit, the honeypot (answered as a success,
 * nothing stored), then validation. Returns the input and the key, or null when the request was
 * answered.
 */
async function acceptForm<T>(
  ctx: WebsiteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: PublicLead['source'],
  parse: (body: unknown) => T,
): Promise<{ input: T; key: string | null } | null> {
  const { key, leadId } = await earlierSubmission(ctx, request, form);
  if (leadId !== null) {
    request.log.info({ leadId, form }, 'public form retried: first answer repeated');
    await reply.code(201).send(leadCreated(leadId));
    return null;
  }
  await refuseIfOverFormLimit(ctx, request.ip);
  if (isHoneypotFilled(request.body)) {
    await countFormSubmission(ctx, request.ip);
    logHoneypot(request, form);
    await reply.code(201).send(HONEYPOT_ANSWER);
    return null;
  }
  const input = parse(request.body);
  await countFormSubmission(ctx, request.ip);
  return { input, key };
}

/**
 * The website's enquiry popup and contact page: each stores a lead (status 'new') that staff
 * verify, and queues it for HelloLeads. 201 { success: { id } }.
 */

export async function publicFormRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  app.post('/api/website-frontend/enquiry', { config: { access: 'public' } }, async (request, reply) => {
    const accepted = await acceptForm(ctx, request, reply, 'enquiry', (body) =>
      parsePublicForm(enquiryRequest, body, ['message']),
    );
    if (!accepted) return reply;
    const { input, key } = accepted;
    const { id } = await storePublicLead(ctx, {
      source: 'enquiry',
      name: input.name,
      email: input.email,
      mobile: input.phone,
      interests: input.service,
      notes: input.message,
      idempotencyKey: key,
    });
    request.log.info({ leadId: id, page: input.page }, 'website enquiry stored');
    return reply.code(201).send(leadCreated(id));
  });

  app.post('/api/website-frontend/contact', { config: { access: 'public' } }, async (request, reply) => {
    const accepted = await acceptForm(ctx, request, reply, 'contact', (body) =>
      parsePublicForm(contactRequest, body, ['message']),
    );
    if (!accepted) return reply;
    const { input, key } = accepted;
    const { id } = await storePublicLead(ctx, {
      source: 'contact',
      name: input.name,
      email: input.email,
      mobile: input.phone,
      interests: null,
      notes: notesOf([
        ['Subject', input.subject],
        [null, input.message],
      ]),
      idempotencyKey: key,
    });
    request.log.info({ leadId: id }, 'website contact message stored');
    return reply.code(201).send(leadCreated(id));
  });
}
