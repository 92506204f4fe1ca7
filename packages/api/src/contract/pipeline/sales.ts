import { z } from 'zod';
import {
  pageAnswer,
  pathId,
  personRefAnswer,
  type SameType,
  timestampAnswer,
  userRefAnswer,
} from '../answers';
import { exportQuery, realDateFilters } from '../common';
import { INDIAN_STATES } from '../documents';
import { defineEndpoint } from '../endpoint';
import {
  assignOwnerRequest,
  CHECKLIST_TEMPLATE,
  type ChecklistItem,
  type ChecklistKey,
  checklistItemUpdate,
  chooseDesignRequest,
  type LeadRequirement,
  leadRequirementInput,
  logCallRequest,
  moveStageRequest,
  POOL_ACCESSORIES,
  POOL_FILTRATIONS,
  POOL_FINISHES,
  POOL_HEATINGS,
  POOL_LIGHTINGS,
  POOL_PROJECT_TYPES,
  POOL_SHAPES,
  requestCostingRequest,
  SALES_FILE_KINDS,
  type SalesDashboard,
  type SalesFile,
  type SalesLeadDetail,
  type SalesLeadSummary,
  salesLeadListQuery,
} from '../sales';
import { CALL_OUTCOMES, SALES_STAGES } from '../sales-values';
import { leadAnswer, leadHistoryAnswer } from './leads';

const leadParams = z.strictObject({ id: pathId('The lead id must be a number.') });
const fileParams = z.strictObject({ fileId: pathId('The file id must be a number.') });
const designParams = z.strictObject({
  id: pathId('The lead id must be a number.'),
  fileId: pathId('The file id must be a number.'),
});
const checklistItemParams = z.strictObject({
  id: pathId('The lead id must be a number.'),
  key: z.string().max(40),
});

export const salesListQuery = salesLeadListQuery.superRefine(realDateFilters);
const salesExportQuery = salesLeadListQuery.extend(exportQuery.shape).superRefine(realDateFilters);

const stage = z.enum(SALES_STAGES);

const salesLeadSummaryAnswer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  mobile: z.string(),
  mobile_code: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  interests: z.string().nullable(),
  stage,
  stage_changed_at: timestampAnswer,
  next_follow_up_at: timestampAnswer.nullable(),
  owner: userRefAnswer.nullable(),
  version: z.number().int(),
});

export const poolMetricsAnswer = z.object({
  areaM2: z.number(),
  volumeLitres: z.number(),
  perimeterM: z.number(),
  averageDepthM: z.number(),
  liningAreaM2: z.number(),
});

const requirementAnswer = z.object({
  lead_id: z.number().int(),
  project_type: z.enum(POOL_PROJECT_TYPES),
  site_address: z.string(),
  site_state: z.enum(INDIAN_STATES),
  length_m: z.number(),
  width_m: z.number(),
  shallow_depth_m: z.number(),
  deep_depth_m: z.number(),
  shape: z.enum(POOL_SHAPES),
  finish: z.enum(POOL_FINISHES),
  filtration: z.enum(POOL_FILTRATIONS),
  heating: z.enum(POOL_HEATINGS),
  lighting: z.enum(POOL_LIGHTINGS),
  accessories: z.array(z.enum(POOL_ACCESSORIES)),
  budget_min_paise: z.number().int().nullable(),
  budget_max_paise: z.number().int().nullable(),
  notes: z.string().nullable(),
  metrics: poolMetricsAnswer,
  version: z.number().int(),
  updated_at: timestampAnswer,
  updated_by: userRefAnswer.nullable(),
});

const salesFileAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(SALES_FILE_KINDS),
  design_version: z.number().int().nullable(),
  title: z.string().nullable(),
  chosen: z.boolean(),
  original_name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  uploaded_by: userRefAnswer.nullable(),
  created_at: timestampAnswer,
  url: z.string(),
});

const checklistAnswer = z.array(
  z.object({
    key: z.enum(CHECKLIST_TEMPLATE.map((item) => item.key) as [ChecklistKey, ...ChecklistKey[]]),
    label: z.string(),
    done: z.boolean(),
    done_on: z.string().nullable(),
    done_by: personRefAnswer.nullable(),
    note: z.string().nullable(),
    photo: salesFileAnswer.nullable(),
    version: z.number().int(),
    updated_at: timestampAnswer,
  }),
);

const salesLeadDetailAnswer = z.object({
  lead: leadAnswer,
  sales: z.object({
    stage,
    owner: personRefAnswer.nullable(),
    next_follow_up_at: timestampAnswer.nullable(),
    stage_changed_at: timestampAnswer,
    version: z.number().int(),
  }),
  calls: z.array(
    z.object({
      id: z.number().int(),
      at: timestampAnswer,
      actor: userRefAnswer.nullable(),
      outcome: z.enum(CALL_OUTCOMES),
      note: z.string().nullable(),
      next_follow_up_at: timestampAnswer.nullable(),
    }),
  ),
  requirement: requirementAnswer.nullable(),
  files: z.array(salesFileAnswer),
  history: leadHistoryAnswer,
});

const salesDashboardAnswer = z.object({
  funnel: z.array(z.object({ stage, count: z.number() })),
  followUps: z.object({
    dueToday: z.array(salesLeadSummaryAnswer),
    overdue: z.array(salesLeadSummaryAnswer),
    dueTodayCount: z.number(),
    overdueCount: z.number(),
  }),
  thisMonth: z.object({
    sent: z.number(),
    accepted: z.number(),
    sentValuePaise: z.number(),
    acceptedValuePaise: z.number(),
    calls: z.number(),
  }),
  winRate: z.number().nullable(),
  conversionRate: z.number().nullable(),
  perDay: z.array(
    z.object({ date: z.string(), newLeads: z.number(), calls: z.number(), accepted: z.number() }),
  ),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof salesLeadSummaryAnswer>, SalesLeadSummary>,
  SameType<z.output<typeof requirementAnswer>, LeadRequirement>,
  SameType<z.output<typeof salesFileAnswer>, SalesFile>,
  SameType<z.output<typeof checklistAnswer>, ChecklistItem[]>,
  SameType<z.output<typeof salesLeadDetailAnswer>, SalesLeadDetail>,
  SameType<z.output<typeof salesDashboardAnswer>, SalesDashboard>,
] = [true, true, true, true, true, true];
void agreed;

const SALES = ['sales'] as const;

export const salesEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/sales/dashboard',
    access: SALES,
    summary: 'The sales dashboard: funnel, follow-ups due, this month, conversion, the last 90 days.',
    answer: salesDashboardAnswer,
  }),
  leads: defineEndpoint({
    method: 'GET',
    path: '/api/sales/leads',
    access: SALES,
    summary: 'Leads in sales, a page at a time, by work queue or stage.',
    query: salesListQuery,
    answer: pageAnswer(salesLeadSummaryAnswer),
  }),
  leadsExport: defineEndpoint({
    method: 'GET',
    path: '/api/sales/leads/export',
    access: SALES,
    summary: 'The sales list’s whole filtered result as CSV or Excel (`format`, then the list’s own query).',
    query: salesExportQuery,
    answerKind: 'file',
  }),
  lead: defineEndpoint({
    method: 'GET',
    path: '/api/sales/leads/:id',
    access: SALES,
    summary: 'A lead as sales sees it: the lead, its stage, calls, requirement, files and history.',
    params: leadParams,
    answer: salesLeadDetailAnswer,
    errors: [404],
  }),
  logCall: defineEndpoint({
    method: 'POST',
    path: '/api/sales/leads/:id/calls',
    access: SALES,
    summary: 'Records a call; its outcome is the new stage and the follow-up is re-armed.',
    params: leadParams,
    body: logCallRequest,
    answer: salesLeadDetailAnswer,
    errors: [404, 409],
  }),
  moveStage: defineEndpoint({
    method: 'POST',
    path: '/api/sales/leads/:id/stage',
    access: SALES,
    summary: 'Moves a lead’s stage; 409 for costed and final sent (the quotation side’s moves).',
    params: leadParams,
    body: moveStageRequest,
    answer: salesLeadDetailAnswer,
    errors: [404, 409],
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/sales/team',
    access: SALES,
    summary: 'The active sales people, by name: whom a lead can be given to.',
    answer: z.array(personRefAnswer),
  }),
  assignOwner: defineEndpoint({
    method: 'PUT',
    path: '/api/sales/leads/:id/owner',
    access: SALES,
    summary:
      'Gives the lead to a sales person (recorded in its history, the new owner notified); 409 when stale.',
    params: leadParams,
    body: assignOwnerRequest,
    answer: salesLeadDetailAnswer,
    errors: [404, 409],
  }),
  requirement: defineEndpoint({
    method: 'GET',
    path: '/api/sales/leads/:id/requirement',
    access: ['sales', 'quotation'],
    summary: 'The lead’s captured requirement with its pool metrics, or null.',
    params: leadParams,
    answer: requirementAnswer.nullable(),
    errors: [404],
  }),
  saveRequirement: defineEndpoint({
    method: 'PUT',
    path: '/api/sales/leads/:id/requirement',
    access: SALES,
    summary: 'Saves the requirement (version 0 for the first capture); 409 once costing is requested.',
    params: leadParams,
    body: leadRequirementInput,
    answer: requirementAnswer,
    errors: [404, 409],
  }),
  requestCosting: defineEndpoint({
    method: 'POST',
    path: '/api/sales/leads/:id/request-costing',
    access: SALES,
    summary: 'Asks the quotation team for costing (they are notified); 409 without a requirement.',
    params: leadParams,
    body: requestCostingRequest,
    answer: salesLeadDetailAnswer,
    errors: [404, 409],
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/sales/leads/:id/files',
    access: SALES,
    summary:
      'Uploads a site photo, design or checklist photo (multipart: `kind`, `title`, `file`; checked by content, 10 MB).',
    params: leadParams,
    answer: salesFileAnswer,
    status: 201,
    errors: [404, 409, 413],
  }),
  chooseDesign: defineEndpoint({
    method: 'POST',
    path: '/api/sales/leads/:id/designs/:fileId/choose',
    access: SALES,
    summary: 'Marks one design as the customer’s choice.',
    params: designParams,
    body: chooseDesignRequest,
    answer: salesLeadDetailAnswer,
    errors: [404, 409],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/sales/files/:fileId',
    access: ['sales', 'quotation'],
    summary: 'A stored sales file, inline with its detected type (private, no-store, nosniff).',
    params: fileParams,
    answerKind: 'file',
    errors: [404],
  }),
  checklist: defineEndpoint({
    method: 'GET',
    path: '/api/sales/leads/:id/checklist',
    access: SALES,
    summary: 'The handover checklist in template order.',
    params: leadParams,
    answer: checklistAnswer,
    errors: [404],
  }),
  updateChecklistItem: defineEndpoint({
    method: 'PATCH',
    path: '/api/sales/leads/:id/checklist/:key',
    access: SALES,
    summary: 'Ticks or edits a checklist item; the first tick moves accepted → checklist.',
    params: checklistItemParams,
    body: checklistItemUpdate,
    answer: checklistAnswer,
    errors: [404, 409],
  }),
};
