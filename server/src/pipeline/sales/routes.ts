import multipart from '@fastify/multipart';
import {
  SALES_FILE_KINDS,
  SALES_FILE_MESSAGES,
  type SalesFileKind,
  type SalesLeadSummary,
} from '@managewell/api/contract';
import { salesEndpoints } from '@managewell/api/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import {
  conflict,
  type ExportColumn,
  notFound,
  pagesOf,
  registerEndpoints,
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
  assignOwner,
  getRequirement,
  listSalesLeads,
  logCall,
  moveStage,
  requestCosting,
  salesLeadDetail,
  salesTeam,
  saveRequirement,
} from './service';
import { changeLeadStage, lockLeadSales } from './stages';

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

/** Sales pages: queues, the lead page, calls, the requirement, files, checklist, dashboard. */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, pool } = ctx;
  await app.register(multipart);

  if (ctx.config.followUpReminders) void registerFollowUpReminders(ctx.jobs, { db, log: app.log });

  registerEndpoints(app, salesEndpoints, {
    dashboard: ({ user }) => salesDashboard(pool, user.id),
    leads: ({ query, user }) => listSalesLeads(pool, query, user.id),
    leadsExport: ({ query: { format, ...query }, reply, user }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listSalesLeads(pool, { ...query, page, pageSize }, user.id)).items,
      );
      return sendExport(reply, {
        name: `sales-${query.stage ?? query.queue}`,
        format,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
    lead: ({ params }) => salesLeadDetail(db, params.id),
    logCall: async ({ params, body, user }) => {
      await logCall(db, params.id, body, user);
      return salesLeadDetail(db, params.id);
    },
    moveStage: async ({ params, body, user }) => {
      // Costing is the quotation team's, acceptance the customer's: not moves sales makes by hand.
      if (body.to === 'costed' || body.to === 'final_sent')
        throw conflict(
          'The quotation team marks a lead costed and sends the final quotation from its own pages.',
        );
      await moveStage(db, params.id, body, user);
      return salesLeadDetail(db, params.id);
    },
    team: () => salesTeam(db),
    assignOwner: async ({ params, body, user }) => {
      await assignOwner(db, params.id, body, user);
      return salesLeadDetail(db, params.id);
    },
    requirement: async ({ params }) => {
      await salesLeadDetailGuard(params.id);
      return getRequirement(db, params.id);
    },
    saveRequirement: ({ params, body, user }) => saveRequirement(db, params.id, body, user),
    requestCosting: async ({ params, body, user }) => {
      await requestCosting(db, params.id, body, user);
      return salesLeadDetail(db, params.id);
    },
    uploadFile: async ({ params: { id }, request, user }) => {
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
        const stored = await storeSalesFile(tx, ctx.files, {
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
      return toSalesFile(row, { id: user.id, username: user.username });
    },
    chooseDesign: async ({ params: { id, fileId }, body, user }) => {
      await db.transaction(async (tx) => {
        await lockLeadSales(tx, id, body.version);
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
      return salesLeadDetail(db, id);
    },
    file: async ({ params, reply }) => {
      const row = await salesFileById(db, params.fileId);
      const { stream, size } = await openSalesFile(ctx.files, row);
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
    checklist: async ({ params }) => {
      await salesLeadDetailGuard(params.id);
      return checklistOf(db, params.id);
    },
    updateChecklistItem: ({ params, body, user }) =>
      updateChecklistItem(db, params.id, params.key, body, user),
  });

  /** 404 unless the lead is in sales (a verified lead). */
  async function salesLeadDetailGuard(id: number) {
    const [row] = await db.select({ id: leadSales.leadId }).from(leadSales).where(eq(leadSales.leadId, id));
    if (!row) throw notFound('There is no such lead in sales.');
  }
}
