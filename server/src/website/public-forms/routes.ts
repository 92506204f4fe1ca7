import { publicFormEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { normalisePath } from '../site';
import { HONEYPOT_ANSWER, isHoneypotFilled, logHoneypot } from './honeypot';
import { earlierSubmission, leadCreated, submissionKeyOf } from './idempotency';
import { refuseControlCharacters } from './input';
import { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
import { enquiryInterest } from './service-interest';
import { type LeadOrigin, notesOf, type PublicLead, storePublicLead } from './store';

/**
 * The public page an enquiry names as where it was sent from, with the page's kind and title
 * (the product or service the visitor was looking at); null for no page or not a site path.
 */
export async function originOf(ctx: WebsiteContext, page: string | undefined): Promise<LeadOrigin | null> {
  const path = page ? normalisePath(page) : null;
  if (!path) return null;
  try {
    const resolved = await ctx.siteContent.resolvePage(path);
    if (resolved.status !== 200) return { path, kind: null, title: null };
    const { page: found } = resolved;
    // The last breadcrumb is the page's own name (the product's title), the SEO title otherwise.
    const title = found.breadcrumbs.at(-1)?.name ?? found.seo.title;
    return { path: found.path, kind: found.kind, title };
  } catch {
    // The lead matters more than where it came from.
    return { path, kind: null, title: null };
  }
}

/**
 * What every JSON public form does before its body is validated (a route hook): a retry of a
 * stored submission (same Idempotency-Key) is answered with the first answer; then the address
 * limit, then the honeypot (answered as a success, nothing stored).
 */
function acceptForm(ctx: WebsiteContext, form: PublicLead['source']) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { leadId } = await earlierSubmission(ctx, request, form);
    if (leadId !== null) {
      request.log.info({ leadId, form }, 'public form retried: first answer repeated');
      return reply.code(201).send(leadCreated(leadId));
    }
    await refuseIfOverFormLimit(ctx, request.ip);
    if (isHoneypotFilled(request.body)) {
      await countFormSubmission(ctx, request.ip);
      logHoneypot(request, form);
      return reply.code(201).send(HONEYPOT_ANSWER);
    }
  };
}

/**
 * The website's enquiry popup and contact page: each stores a lead (status 'new') that staff
 * verify, and queues it for HelloLeads. 201 { success: { id } }.
 */
export async function publicFormRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, publicFormEndpoints, {
    enquiry: {
      options: { preHandler: acceptForm(ctx, 'enquiry') },
      handler: async ({ body, request }) => {
        const input = refuseControlCharacters(body, ['message']);
        await countFormSubmission(ctx, request.ip);
        const { interest, unmapped } = await enquiryInterest(ctx.db, input.service);
        const { id } = await storePublicLead(ctx, {
          source: 'enquiry',
          name: input.name,
          email: input.email,
          mobile: input.phone,
          interests: interest,
          notes: notesOf([
            ['Website service', unmapped ?? undefined],
            [null, input.message],
          ]),
          idempotencyKey: submissionKeyOf(request),
          origin: await originOf(ctx, input.page),
        });
        request.log.info({ leadId: id, page: input.page }, 'website enquiry stored');
        return { id };
      },
    },
    contact: {
      options: { preHandler: acceptForm(ctx, 'contact') },
      handler: async ({ body, request }) => {
        const input = refuseControlCharacters(body, ['message']);
        await countFormSubmission(ctx, request.ip);
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
          idempotencyKey: submissionKeyOf(request),
        });
        request.log.info({ leadId: id }, 'website contact message stored');
        return { id };
      },
    },
  });
}
