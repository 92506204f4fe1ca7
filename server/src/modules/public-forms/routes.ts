import { contactRequest, enquiryRequest } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HONEYPOT_ANSWER, isHoneypotFilled, logHoneypot } from './honeypot';
import { parsePublicForm } from './input';
import { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
import { notesOf, storePublicLead } from './store';

/**
 * The website's enquiry popup and contact page: each stores a lead (status 'new') that staff
 * verify, and queues it for HelloLeads. 201 { success: { id } }.
 */
export async function publicFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/website-frontend/enquiry', { config: { access: 'public' } }, async (request, reply) => {
    await refuseIfOverFormLimit(ctx, request.ip);
    if (isHoneypotFilled(request.body)) {
      await countFormSubmission(ctx, request.ip);
      logHoneypot(request, 'enquiry');
      return reply.code(201).send(HONEYPOT_ANSWER);
    }
    const input = parsePublicForm(enquiryRequest, request.body, ['message']);
    await countFormSubmission(ctx, request.ip);
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
    await refuseIfOverFormLimit(ctx, request.ip);
    if (isHoneypotFilled(request.body)) {
      await countFormSubmission(ctx, request.ip);
      logHoneypot(request, 'contact');
      return reply.code(201).send(HONEYPOT_ANSWER);
    }
    const input = parsePublicForm(contactRequest, request.body, ['message']);
    await countFormSubmission(ctx, request.ip);
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
