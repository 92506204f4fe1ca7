import {
  type CatalogueItem,
  type CostingQueueItem,
  type QuotationListItem,
  quotationAcceptInput,
  quotationChangesInput,
} from '@managewell/api/contract';
import { quotationEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAgainstLimit, refuseIfOverLimit } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/http';
import {
  ApiError,
  type ExportColumn,
  pagesOf,
  parseInput,
  registerEndpoints,
  sendExport,
} from '../../platform/http';
import { letterheadFromSettings, loadStoredSettings } from '../../workplace/documents';
import { createCatalogueItem, listCatalogue, updateCatalogueItem } from './catalogue';
import { quotationDashboard } from './dashboard';
import { markCosted, quotationWorkspace, saveDraft } from './draft';
import { registerQuotationExpiry } from './expiry';
import { renderPublicQuotation } from './html';
import { costingQueue, listQuotations } from './lists';
import { pdfFileName, pdfVersionOf, quotationPdf } from './pdf';
import { acceptQuotation, publicQuotation, requestChanges, todayInIndia } from './public';
import { sendQuotation, versionView } from './sending';
import { moveQuotationStage } from './stage';
import {
  addExtraPayment,
  createTermsTemplate,
  listTermsTemplates,
  setTerms,
  updateTermsTemplate,
} from './terms';

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

const CATALOGUE_EXPORT_COLUMNS: ExportColumn<CatalogueItem>[] = [
  { header: 'Code', value: (c) => c.code },
  { header: 'Name', value: (c) => c.name },
  { header: 'Description', value: (c) => c.description },
  { header: 'HSN/SAC', value: (c) => c.hsn_sac },
  { header: 'Unit', value: (c) => c.unit },
  { header: 'Rate', kind: 'money', value: (c) => c.rate_paise },
  { header: 'GST %', kind: 'number', value: (c) => c.gst_rate_bps / 100 },
  { header: 'Quantity basis', value: (c) => c.quantity_basis },
  { header: 'Active', value: (c) => (c.active ? 'yes' : 'no') },
  { header: 'Updated (IST)', kind: 'datetime', value: (c) => c.updated_at },
];

const QUEUE_EXPORT_COLUMNS: ExportColumn<CostingQueueItem>[] = [
  { header: 'Lead id', kind: 'number', value: (q) => q.lead_id },
  { header: 'Customer', value: (q) => q.customer },
  { header: 'City', value: (q) => q.city },
  { header: 'Costing requested (IST)', kind: 'datetime', value: (q) => q.requested_at },
  { header: 'Project type', value: (q) => q.project_type },
  { header: 'Site state', value: (q) => q.site_state },
  { header: 'Quotation', value: (q) => q.quotation?.number },
  { header: 'Quotation status', value: (q) => q.quotation?.status },
  { header: 'Quotation total', kind: 'money', value: (q) => q.quotation?.total_paise ?? null },
];

export async function quotationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // The same switch as the sales reminders: tests run the validity job's functions directly.
  if (ctx.config.followUpReminders) void registerQuotationExpiry(ctx.jobs, { db, log: app.log });
  const actor = (user: AuthUser) => ({ id: user.id, username: user.username });
  const { publicPage, publicJson, publicPdf, accept, requestChanges: changes, ...staff } = quotationEndpoints;

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

  registerEndpoints(app, staff, {
    // --- Price catalogue ---------------------------------------------------------------------------
    catalogue: ({ query }) => listCatalogue(db, query),
    catalogueExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listCatalogue(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'price-catalogue', format, columns: CATALOGUE_EXPORT_COLUMNS, rows });
    },
    createCatalogueItem: ({ body }) => createCatalogueItem(db, body),
    updateCatalogueItem: ({ params, body }) => updateCatalogueItem(db, params.id, body),

    // --- Quotations --------------------------------------------------------------------------------
    list: ({ query, user }) => listQuotations(db, query, actor(user)),
    export: ({ query: { format, ...query }, reply, user }) => {
      const viewer = actor(user);
      const rows = pagesOf(
        async (page, pageSize) => (await listQuotations(db, { ...query, page, pageSize }, viewer)).items,
      );
      return sendExport(reply, { name: 'quotations', format, columns: QUOTATION_EXPORT_COLUMNS, rows });
    },
    dashboard: () => quotationDashboard(ctx.pool),
    queue: ({ query }) => costingQueue(db, query),
    queueExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await costingQueue(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'costing-queue', format, columns: QUEUE_EXPORT_COLUMNS, rows });
    },
    workspace: ({ params }) => quotationWorkspace(db, params.leadId),
    saveDraft: ({ params, body, user }) => saveDraft(db, params.leadId, body, actor(user)),
    markCosted: ({ params, body, user }) =>
      markCosted(db, params.leadId, body.version, actor(user), moveQuotationStage),
    addExtraPayment: ({ params, body, user }) =>
      addExtraPayment(db, params.leadId, body, actor(user), moveQuotationStage),
    setTerms: ({ params, body, user }) =>
      setTerms(db, params.leadId, body, actor(user), moveQuotationStage, todayInIndia()),
    send: async ({ params: { leadId }, body: input, user }) => {
      const sent = await sendQuotation(
        db,
        leadId,
        input,
        actor(user),
        moveQuotationStage,
        ctx.config.siteUrl,
      );
      return {
        quotation: sent.detail,
        version: sent.versionNo,
        to: sent.to,
        link: `/quotation/${sent.token}`,
      };
    },
    version: ({ params }) => versionView(db, params.leadId, params.no),
    versionPdf: async ({ params: { leadId, no }, reply }) => {
      await versionView(db, leadId, no);
      return sendPdf(reply, await pdfVersionOf(db, { leadId, no }));
    },

    // --- Terms templates ---------------------------------------------------------------------------
    termsTemplates: () => listTermsTemplates(db),
    createTermsTemplate: ({ body, user }) => createTermsTemplate(db, body, actor(user)),
    updateTermsTemplate: ({ params, body }) => updateTermsTemplate(db, params.id, body),
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
      const [view, settings] = await Promise.all([publicQuotation(db, token), loadStoredSettings(db)]);
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderPublicQuotation(view, token, notice, settings ? letterheadFromSettings(settings) : null));
    };

    // The body is read here, not from the declaration: the limit is checked before it, and a form's
    // mistakes come back on the page.
    const answer =
      (kind: 'accept' | 'changes') =>
      async ({
        params: { token },
        request,
        reply,
      }: {
        params: { token: string };
        request: FastifyRequest;
        reply: FastifyReply;
      }) => {
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
            await requestChanges(db, token, input, meta(request), moveQuotationStage);
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
        return { number, version, state, accepted };
      };

    registerEndpoints(
      scope,
      { publicPage, publicJson, publicPdf, accept, requestChanges: changes },
      {
        publicPage: ({ params, reply }) => sendPage(reply, params.token, 200),
        publicJson: async ({ params, reply }) => {
          const { number, version, state, content, accepted, site } = await publicQuotation(db, params.token);
          reply.header('cache-control', 'no-store');
          return { number, version, state, content, accepted, site };
        },
        publicPdf: async ({ params, reply }) =>
          sendPdf(reply, await pdfVersionOf(db, { token: params.token })),
        accept: answer('accept'),
        requestChanges: answer('changes'),
      },
    );
  });
}
