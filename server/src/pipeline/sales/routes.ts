import multipart from '@fastify/multipart';
import {
  checklistItemUpdate,
  chooseDesignRequest,
  isRealDate,
  leadRequirementInput,
  logCallRequest,
  moveStageRequest,
  requestCostingRequest,
  SALES_FILE_KINDS,
  SALES_FILE_MESSAGES,
  type SalesFileKind,
  type SalesLeadSummary,
  salesLeadListQuery,
} from '@managewell/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import {
  conflict,
  currentUser,
  type ExportColumn,
  exportRequest,
  notFound,
  pagesOf,
  parseInput,
  sendExport,
  validationFailed,
} from '../../platform/http';
import { leadHistory } from '../leads';
import { checklistOf, updateChecklistItem } from './checklist';
import { salesDashboard } from './dashboard';
import {
  detectSalesFileType,
  openSalesFile,
  readUpload,
  salesFileById,
  storeSalesFile,
  toSalesFile,
} from './files';
import { registerFollowUpReminders } from './reminders';
import { leadSales, salesFiles } from './schema';
import {
  getRequirement,
  listSalesLeads,
  logCall,
  moveStage,
  requestCosting,
  salesLeadDetail,
  saveRequirement,
} from './service';
import { changeLeadStage, lockLeadSales } from './stages';

const int = (what: string) =>
  z.coerce
    .number({ error: `The ${what} must be a number.` })
    .int()
    .min(1)
    .max(2_147_483_647);
const idParams = z.strictObject({ id: int('lead id') });
const fileParams = z.strictObject({ fileId: int('file id') });
const designParams = z.strictObject({ id: int('lead id'), fileId: int('file id') });
const itemParams = z.strictObject({ id: int('lead id'), key: z.string().max(40) });

const listQuery = salesLeadListQuery.superRefine((value, ctx) => {
  for (const key of ['from', 'to'] as const) {
    const date = value[key];
    if (date !== undefined && !isRealDate(date))
      ctx.addIssue({ code: 'custom', path: [key], message: 'This is not a real date.' });
  }
});

const EXPORT_COLUMNS: ExportColumn<SalesLeadSummary>[] = [
  { header: 'Lead id', kind: 'number', value: (l) => l.id },
  { header: 'First name', value: (l) => l.first_name },
  { header: 'Last name', value: (l) => l.last_name },
  { header: 'Mobile', value: (l) => `+${l.mobile_code} ${l.mobile}` },
  { header: 'E-mail', value: (l) => l.email },
  { header: 'City', value: (l) => l.city },
  { header: 'Interests', value: (l) => l.interests },
  { header: 'Stage', value: (l) => l.stage },
  { header: 'Stage changed (IST)', kind: 'datetime', value: (l) => l.stage_changed_at },
  { header: 'Next follow-up (IST)', kind: 'datetime', value: (l) => l.next_follow_up_at },
  { header: 'Owner', value: (l) => l.owner?.username },
];

/** Sales pages (issue 9): queues, the lead page, calls, the requirement, files, checklist, dashboard. */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, pool } = ctx;
  await app.register(multipart);

  if (ctx.config.followUpReminders) void registerFollowUpReminders(ctx.jobs, { db, log: app.log });

  app.get('/api/sales/dashboard', { config: { access: ['sales'] } }, async (request) => ({
    success: await salesDashboard(pool, currentUser(request).id),
  }));

  app.get('/api/sales/leads', { config: { access: ['sales'] } }, async (request) => {
    const query = parseInput(listQuery, request.query, 'query');
    return { success: await listSalesLeads(pool, query, currentUser(request).id) };
  });

  app.get('/api/sales/leads/export', { config: { access: ['sales'] } }, async (request, reply) => {
    const { format, listQuery: raw } = exportRequest(request.query);
    const query = parseInput(listQuery, raw, 'query');
    const userId = currentUser(request).id;
    const rows = pagesOf(
      async (page, pageSize) => (await listSalesLeads(pool, { ...query, page, pageSize }, userId)).items,
    );
    return sendExport(reply, {
      name: `sales-${query.stage ?? query.queue}`,
      format,
      columns: EXPORT_COLUMNS,
      rows,
    });
  });

  app.get('/api/sales/leads/:id', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await salesLeadDetail(db, id) };
  });

  app.post('/api/sales/leads/:id/calls', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(logCallRequest, request.body, 'body');
    await logCall(db, id, input, currentUser(request));
    return { success: await salesLeadDetail(db, id) };
  });

  app.post('/api/sales/leads/:id/stage', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(moveStageRequest, request.body, 'body');
    // Costing is the quotation team's, acceptance the customer's: not moves sales makes by hand.
    if (input.to === 'costed' || input.to === 'final_sent')
      throw conflict(
        'The quotation team marks a lead costed and sends the final quotation from its own pages.',
      );
    await moveStage(db, id, input, currentUser(request));
    return { success: await salesLeadDetail(db, id) };
  });

  app.get(
    '/api/sales/leads/:id/requirement',
    { config: { access: ['sales', 'quotation'] } },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      await salesLeadDetailGuard(id);
      return { success: await getRequirement(db, id) };
    },
  );

  app.put('/api/sales/leads/:id/requirement', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(leadRequirementInput, request.body, 'body');
    return { success: await saveRequirement(db, id, input, currentUser(request)) };
  });

  app.post('/api/sales/leads/:id/request-costing', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(requestCostingRequest, request.body, 'body');
    await requestCosting(db, id, input, currentUser(request));
    return { success: await salesLeadDetail(db, id) };
  });

  app.post('/api/sales/leads/:id/files', { config: { access: ['sales'] } }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const user = currentUser(request);
    const form = await readUpload(request);
    const kind = form.kind as SalesFileKind | undefined;
    if (!kind || !SALES_FILE_KINDS.includes(kind))
      throw validationFailed('Say what the file is.', { kind: `One of: ${SALES_FILE_KINDS.join(', ')}.` });
    if (!form.file || form.file.content.length === 0)
      throw validationFailed(SALES_FILE_MESSAGES.missing, { file: SALES_FILE_MESSAGES.missing });
    const title = form.title?.trim().slice(0, 200) || null;
    const type = await detectSalesFileType(form.file.content, kind);
    if (!type) {
      const message = kind === 'design' ? SALES_FILE_MESSAGES.designType : SALES_FILE_MESSAGES.photoType;
      throw validationFailed(message, { file: message });
    }
    const file = form.file;
    const row = await db.transaction(async (tx) => {
      // One upload at a time per lead: design versions stay gap-free.
      const sales = await lockLeadSales(tx, id);
      const stored = await storeSalesFile(tx, ctx.config.dataDir, {
        leadId: id,
        kind,
        title,
        fileName: file.fileName,
        content: file.content,
        type,
        actorId: user.id,
      });
      if (kind === 'design') {
        await tx.insert(leadHistory).values({
          leadId: id,
          action: 'design_uploaded',
          actorId: user.id,
          changes: { design: { from: null, to: `v${stored.designVersion}` } },
        });
        // The first drawing starts the design stage of a costed lead.
        if (sales.stage === 'costed') await changeLeadStage(tx, { leadId: id, to: 'design', actor: user });
      }
      return stored;
    });
    return reply.code(201).send({ success: toSalesFile(row, { id: user.id, username: user.username }) });
  });

  app.post(
    '/api/sales/leads/:id/designs/:fileId/choose',
    { config: { access: ['sales'] } },
    async (request) => {
      const { id, fileId } = parseInput(designParams, request.params, 'params');
      const input = parseInput(chooseDesignRequest, request.body, 'body');
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        await lockLeadSales(tx, id, input.version);
        const [design] = await tx
          .select()
          .from(salesFiles)
          .where(and(eq(salesFiles.id, fileId), eq(salesFiles.leadId, id), eq(salesFiles.kind, 'design')));
        if (!design)
          throw validationFailed('That is not a design of this lead.', {
            fileId: 'Choose one of the lead’s designs.',
          });
        await tx
          .update(salesFiles)
          .set({ chosen: false })
          .where(and(eq(salesFiles.leadId, id), eq(salesFiles.kind, 'design')));
        await tx.update(salesFiles).set({ chosen: true }).where(eq(salesFiles.id, fileId));
        // Bump the lead's sales version: the choice is a change others must see before theirs.
        await tx
          .update(leadSales)
          .set({ version: sql`${leadSales.version} + 1` })
          .where(eq(leadSales.leadId, id));
        await tx.insert(leadHistory).values({
          leadId: id,
          action: 'design_chosen',
          actorId: user.id,
          changes: { chosen_design: { from: null, to: `v${design.designVersion}` } },
        });
      });
      return { success: await salesLeadDetail(db, id) };
    },
  );

  app.get(
    '/api/sales/files/:fileId',
    { config: { access: ['sales', 'quotation'] } },
    async (request, reply) => {
      const { fileId } = parseInput(fileParams, request.params, 'params');
      const row = await salesFileById(db, fileId);
      const { stream, size } = await openSalesFile(ctx.config.dataDir, row);
      const safeName = row.originalName.replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', row.mime)
        .header('content-length', size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        )
        .send(stream);
    },
  );

  app.get('/api/sales/leads/:id/checklist', { config: { access: ['sales'] } }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    await salesLeadDetailGuard(id);
    return { success: await checklistOf(db, id) };
  });

  app.patch('/api/sales/leads/:id/checklist/:key', { config: { access: ['sales'] } }, async (request) => {
    const { id, key } = parseInput(itemParams, request.params, 'params');
    const input = parseInput(checklistItemUpdate, request.body, 'body');
    return { success: await updateChecklistItem(db, id, key, input, currentUser(request)) };
  });

  /** 404 unless the lead is in sales (a verified lead). */
  async function salesLeadDetailGuard(id: number) {
    const [row] = await db.select({ id: leadSales.leadId }).from(leadSales).where(eq(leadSales.leadId, id));
    if (!row) throw notFound('There is no such lead in sales.');
  }
}
