import { contactRequest, enquiryRequest } from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HONEYPOT_ANSWER, isHoneypotFilled, logHoneypot } from './honeypot';
import { parsePublicForm } from './input';
import { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
import { notesOf, storePublicLead } from './store';

/**
 * The website's enquiry popup and contact page: each stores a lead (status 'new') that staff
 * verify, and queues it for HelloLeads. 201 { success: { id } }.
 */
/**
 * What every JSON public form does first: the address limit, the honeypot (answered as a success,
 * nothing stored), then validation. Returns the input, or null when the request was answered.
 */
async function acceptForm<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: string,
  parse: (body: unknown) => T,
): Promise<T | null> {
  await refuseIfOverFormLimit(ctx, request.ip);
  if (isHoneypotFilled(request.body)) {
    await countFormSubmission(ctx, request.ip);
    logHoneypot(request, form);
    await reply.code(201).send(HONEYPOT_ANSWER);
    return null;
  }
  const input = parse(request.body);
  await countFormSubmission(ctx, request.ip);
  return input;
}

export async function publicFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/website-frontend/enquiry', { config: { access: 'public' } }, async (request, reply) => {
    const input = await acceptForm(ctx, request, reply, 'enquiry', (body) =>
      parsePublicForm(enquiryRequest, body, ['message']),
    );
    if (!input) return reply;
    const id = await storePublicLead(ctx, {
      source: 'enquiry',
      name: input.name,
      email: input.email,
      mobile: input.phone,
      interests: input.service,
      notes: input.message,
    });
    request.log.info({ leadId: id, page: input.page }, 'website enquiry stored');
    return reply.code(201).send({ success: { id } });
  });

  app.post('/api/website-frontend/contact', { config: { access: 'public' } }, async (request, reply) => {
    const input = await acceptForm(ctx, request, reply, 'contact', (body) =>
      parsePublicForm(contactRequest, body, ['message']),
    );
    if (!input) return reply;
    const id = await storePublicLead(ctx, {
      source: 'contact',
      name: input.name,
      email: input.email,
      mobile: input.phone,
      interests: null,
      notes: notesOf([
        ['Subject', input.subject],
        [null, input.message],
      ]),
    });
    request.log.info({ leadId: id }, 'website contact message stored');
    return reply.code(201).send({ success: { id } });
  });
}
