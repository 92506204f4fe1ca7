import {
  catalogueItemInput,
  catalogueItemUpdate,
  catalogueListQuery,
  costingQueueQuery,
  extraPaymentInput,
  type QuotationListItem,
  quotationAcceptInput,
  quotationChangesInput,
  quotationDraftInput,
  quotationListQuery,
  quotationTermsInput,
  sendQuotationInput,
  termsTemplateInput,
  termsTemplateUpdate,
  versionOnlyInput,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countAgainstLimit, refuseIfOverLimit } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import {
  ApiError,
  currentUser,
  type ExportColumn,
  exportRequest,
  pagesOf,
  parseInput,
  sendExport,
} from '../../platform/http';
import { loadLetterhead } from '../../workplace/documents';
import { queueMail } from '../../workplace/mail';
import { renderPublicQuotation } from './html';
import { pdfFileName, pdfVersionOf, quotationPdf } from './pdf';
import { acceptQuotation, publicQuotation, requestChanges, todayInIndia } from './public';
import {
  addExtraPayment,
  costingQueue,
  createCatalogueItem,
  createTermsTemplate,
  listCatalogue,
  listQuotations,
  listTermsTemplates,
  markCosted,
  quotationWorkspace,
  saveDraft,
  sendQuotation,
  setTerms,
  updateCatalogueItem,
  updateTermsTemplate,
  versionView,
} from './service';
import { moveQuotationStage } from './stage';

const id = (message: string) => z.coerce.number({ error: message }).int().min(1).max(2_147_483_647);
const idParams = z.strictObject({ id: id('The id must be a number.') });
const leadParams = z.strictObject({ leadId: id('The lead id must be a number.') });
const versionParams = z.strictObject({
  leadId: id('The lead id must be a number.'),
  no: id('The version must be a number.'),
});
const tokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This quotation link is not valid.'),
});

const QUOTATION = ['quotation'] as const;
const SALES = ['sales'] as const;
const BOTH = ['quotation', 'sales'] as const;

const QUOTATION_EXPORT_COLUMNS: ExportColumn<QuotationListItem>[] = [
  { header: 'Number', value: (q) => q.number },
  { header: 'Lead id', kind: 'number', value: (q) => q.lead_id },
  { header: 'Customer', value: (q) => q.customer },
  { header: 'City', value: (q) => q.city },
  { header: 'Status', value: (q) => q.status },
  { header: 'Total', kind: 'money', value: (q) => q.total_paise },
  { header: 'Version', kind: 'number', value: (q) => q.latest_version },
  { header: 'Owner', value: (q) => q.owner?.username },
  { header: 'Updated (IST)', kind: 'datetime', value: (q) => q.updated_at },
];

export async function quotationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const actor = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, username: user.username };
  };

  // --- Price catalogue -----------------------------------------------------------------------------
  app.get('/api/quotations/catalogue', { config: { access: BOTH } }, async (request) => ({
    success: await listCatalogue(db, parseInput(catalogueListQuery, request.query, 'query')),
  }));

  app.post('/api/quotations/catalogue', { config: { access: QUOTATION } }, async (request, reply) => {
    const input = parseInput(catalogueItemInput, request.body, 'body');
    return reply.code(201).send({ success: await createCatalogueItem(db, input) });
  });

  app.patch('/api/quotations/catalogue/:id', { config: { access: QUOTATION } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(catalogueItemUpdate, request.body, 'body');
    return { success: await updateCatalogueItem(db, id, input) };
  });

  // --- Quotations ----------------------------------------------------------------------------------
  app.get('/api/quotations', { config: { access: BOTH } }, async (request) => ({
    success: await listQuotations(db, parseInput(quotationListQuery, request.query, 'query'), actor(request)),
  }));

  app.get('/api/quotations/export', { config: { access: BOTH } }, async (request, reply) => {
    const { format, listQuery } = exportRequest(request.query);
    const query = parseInput(quotationListQuery, listQuery, 'query');
    const viewer = actor(request);
    const rows = pagesOf(
      async (page, pageSize) => (await listQuotations(db, { ...query, page, pageSize }, viewer)).items,
    );
    return sendExport(reply, { name: 'quotations', format, columns: QUOTATION_EXPORT_COLUMNS, rows });
  });

  app.get('/api/quotations/queue', { config: { access: QUOTATION } }, async (request) => ({
    success: await costingQueue(db, parseInput(costingQueueQuery, request.query, 'query')),
  }));

  app.get('/api/quotations/lead/:leadId', { config: { access: BOTH } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    return { success: await quotationWorkspace(db, leadId) };
  });

  app.put('/api/quotations/lead/:leadId/draft', { config: { access: QUOTATION } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    const input = parseInput(quotationDraftInput, request.body, 'body');
    return { success: await saveDraft(db, leadId, input, actor(request)) };
  });

  app.post('/api/quotations/lead/:leadId/costed', { config: { access: QUOTATION } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    const { version } = parseInput(versionOnlyInput, request.body, 'body');
    return { success: await markCosted(db, leadId, version, actor(request), moveQuotationStage) };
  });

  app.post('/api/quotations/lead/:leadId/extra-payments', { config: { access: SALES } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    const input = parseInput(extraPaymentInput, request.body, 'body');
    return { success: await addExtraPayment(db, leadId, input, actor(request), moveQuotationStage) };
  });

  app.put('/api/quotations/lead/:leadId/terms', { config: { access: SALES } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    const input = parseInput(quotationTermsInput, request.body, 'body');
    return { success: await setTerms(db, leadId, input, actor(request), moveQuotationStage, todayInIndia()) };
  });

  app.post('/api/quotations/lead/:leadId/send', { config: { access: SALES } }, async (request) => {
    const { leadId } = parseInput(leadParams, request.params, 'params');
    const input = parseInput(sendQuotationInput, request.body, 'body');
    const who = actor(request);
    const sent = await sendQuotation(db, leadId, input, who, moveQuotationStage, async (tx, s) => {
      // The e-mail (link and PDF) is queued in the same transaction: sent by the mail worker, with retries.
      const found = await pdfVersionOf(tx, { leadId, no: s.versionNo });
      const link = `${ctx.config.siteUrl}/quotation/${s.token}`;
      const c = s.content;
      await queueMail(tx, {
        to: s.to,
        subject: `Quotation ${c.number} from ${(await loadLetterhead(tx))?.legalName ?? 'us'}`,
        text: [
          `Dear ${c.customer.name},`,
          '',
          input.message ||
            `Please find our quotation ${c.number} for ${formatInr(c.totals.grand_total_paise)} attached.`,
          '',
          `You can view it, download it and accept it or ask for changes here: ${link}`,
          '',
          'Thank you.',
        ].join('\n'),
        attachments: [
          {
            filename: pdfFileName(c.number, s.versionNo),
            contentType: 'application/pdf',
            content: await quotationPdf(tx, leadId, found.version),
          },
        ],
        about: { kind: 'quotation', id: s.quotationId },
        queuedBy: who.id,
      });
    });
    return {
      success: {
        quotation: sent.detail,
        version: sent.versionNo,
        to: sent.to,
        link: `/quotation/${sent.token}`,
      },
    };
  });

  app.get('/api/quotations/lead/:leadId/versions/:no', { config: { access: BOTH } }, async (request) => {
    const { leadId, no } = parseInput(versionParams, request.params, 'params');
    return { success: await versionView(db, leadId, no) };
  });

  const sendPdf = async (reply: FastifyReply, found: Awaited<ReturnType<typeof pdfVersionOf>>) => {
    const pdf = await quotationPdf(db, found.leadId, found.version);
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="${pdfFileName(found.version.content.number, found.version.no)}"`,
      )
      .send(pdf);
  };

  app.get(
    '/api/quotations/lead/:leadId/versions/:no/pdf',
    { config: { access: BOTH } },
    async (request, reply) => {
      const { leadId, no } = parseInput(versionParams, request.params, 'params');
      await versionView(db, leadId, no);
      return sendPdf(reply, await pdfVersionOf(db, { leadId, no }));
    },
  );

  // --- Terms templates -----------------------------------------------------------------------------
  app.get('/api/quotations/terms-templates', { config: { access: SALES } }, async () => ({
    success: await listTermsTemplates(db),
  }));

  app.post('/api/quotations/terms-templates', { config: { access: SALES } }, async (request, reply) => {
    const input = parseInput(termsTemplateInput, request.body, 'body');
    return reply.code(201).send({ success: await createTermsTemplate(db, input, actor(request)) });
  });

  app.patch('/api/quotations/terms-templates/:id', { config: { access: SALES } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(termsTemplateUpdate, request.body, 'body');
    return { success: await updateTermsTemplate(db, id, input) };
  });

  // --- The customer's link (public) --------------------------------------------------------------
  await app.register(async (scope) => {
    // The page's forms post urlencoded bodies (no script needed); only here.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        const fields = Object.fromEntries(new URLSearchParams(body as string));
        done(null, fields);
      },
    );
    const limit = { prefix: 'quotation-answer', ...ctx.config.publicForms };
    const meta = (request: FastifyRequest) => ({
      ip: request.ip ?? null,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    });
    const wantsHtml = (request: FastifyRequest) =>
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    const sendPage = async (
      reply: FastifyReply,
      token: string,
      status: number,
      notice?: { kind: 'error' | 'ok'; text: string },
    ) => {
      const view = await publicQuotation(db, token);
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderPublicQuotation(view, token, notice));
    };

    scope.get('/quotation/:token', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      return sendPage(reply, token, 200);
    });

    scope.get('/api/public/quotations/:token', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      const { number, version, state, content, accepted } = await publicQuotation(db, token);
      reply.header('cache-control', 'no-store');
      return { success: { number, version, state, content, accepted } };
    });

    const answer = (kind: 'accept' | 'changes') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      const html = wantsHtml(request);
      try {
        await refuseIfOverLimit(ctx, limit, request.ip);
        if (kind === 'accept') {
          const body = (request.body ?? {}) as Record<string, unknown>;
          const input = parseInput(
            quotationAcceptInput,
            html
              ? { full_name: body.full_name ?? '', consent: body.consent === 'on' || body.consent === true }
              : body,
            'body',
          );
          await countAgainstLimit(ctx, limit, request.ip);
          await acceptQuotation(db, token, input, meta(request), moveQuotationStage);
        } else {
          const input = parseInput(quotationChangesInput, request.body, 'body');
          await countAgainstLimit(ctx, limit, request.ip);
          await requestChanges(db, token, input, meta(request));
        }
      } catch (error) {
        if (!html || !(error instanceof ApiError) || error.status === 404) throw error;
        const detail = error.fields ? Object.values(error.fields).join(' ') : error.message;
        return sendPage(reply, token, error.status, { kind: 'error', text: detail });
      }
      if (html)
        return sendPage(reply, token, 200, {
          kind: 'ok',
          text:
            kind === 'accept'
              ? 'Thank you: your acceptance is recorded.'
              : 'Thank you: we will get back to you with the changes.',
        });
      const { number, version, state, accepted } = await publicQuotation(db, token);
      return { success: { number, version, state, accepted } };
    };

    scope.get('/quotation/:token/pdf', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      return sendPdf(reply, await pdfVersionOf(db, { token }));
    });

    scope.post('/quotation/:token/accept', { config: { access: 'public' } }, answer('accept'));
    scope.post('/quotation/:token/changes', { config: { access: 'public' } }, answer('changes'));
  });
}
