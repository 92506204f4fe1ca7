import { z } from 'zod';
import { isoDate, isRealDate, pageQuery, rowId, versionField } from './common';
import { isPastInKolkata, PAST_FOLLOW_UP_MESSAGE } from './dates';
import { GSTIN_STATE_MESSAGE, gstinMatchesState, INDIAN_STATES, type IndianState } from './documents';
import { type Lead, type LeadHistoryEntry, leadFields } from './lead';
import { coercedNumberSchema, POOL_METRES_RULES, paiseRule } from './number';
import {
  CALL_OUTCOMES,
  type CallOutcome,
  SALES_LEAD_SORT_FIELDS,
  SALES_STAGES,
  type SalesStage,
  STAGE_QUEUES,
  type StageQueue,
} from './sales-values';
import { PROJECT_TYPE_SLUGS } from './site-basics';

// ---------------------------------------------------------------------------------------------
// Sales flow (SPEC 4; see docs/decisions/0040-sales-stages-as-data.md): every verified lead has one sales stage, moved only along
// ALLOWED_STAGE_MOVES (the server refuses any other move with 409).
// ---------------------------------------------------------------------------------------------

export * from './sales-values';

// ---------------------------------------------------------------------------------------------
// The requirement (pre-quotation): what the customer wants built.
// ---------------------------------------------------------------------------------------------

/** SPEC 2: the 19 fixed project types. */
/** A lead's pool project type: the site's project types (one list). */
export const POOL_PROJECT_TYPES = PROJECT_TYPE_SLUGS;
export type PoolProjectType = (typeof POOL_PROJECT_TYPES)[number];

export const POOL_SHAPES = ['rectangular', 'l-shaped', 'oval', 'round', 'kidney', 'freeform'] as const;
export type PoolShape = (typeof POOL_SHAPES)[number];

export const POOL_FINISHES = [
  'renolit-alkorplan-membrane',
  'renolit-alkorplan-touch',
  'ceramic-tiles',
  'glass-mosaic',
  'plaster',
  'epoxy-paint',
  'acrylic-shell',
] as const;
export const POOL_FILTRATIONS = [
  'sand-filter',
  'cartridge-filter',
  'glass-media-filter',
  'uv-ozone',
] as const;
export const POOL_HEATINGS = ['none', 'heat-pump', 'solar', 'electric-heater', 'gas-heater'] as const;
export const POOL_LIGHTINGS = ['none', 'led-white', 'led-rgb', 'fibre-optic'] as const;
export const POOL_ACCESSORIES = [
  'ladder',
  'handrail',
  'diving-board',
  'slide',
  'safety-cover',
  'waterfall',
  'massage-jets',
  'automatic-cleaner',
  'chemical-dosing',
  'deck-shower',
] as const;

const paise = (label: string) => coercedNumberSchema(paiseRule(label));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The pool's size: what area, volume and the drawings come from. */
export interface PoolDimensions {
  length_m: number;
  width_m: number;
  shallow_depth_m: number;
  deep_depth_m: number;
  shape?: PoolShape;
}

export const leadRequirementFields = {
  project_type: z.enum(POOL_PROJECT_TYPES, { error: 'Choose the project type.' }),
  site_address: z
    .string({ error: 'Enter the site address.' })
    .trim()
    .min(5, 'Enter the site address.')
    .max(500, 'At most 500 characters.'),
  site_state: z.enum(INDIAN_STATES, { error: 'Choose the state of the site.' }),
  length_m: coercedNumberSchema(POOL_METRES_RULES.length_m),
  width_m: coercedNumberSchema(POOL_METRES_RULES.width_m),
  shallow_depth_m: coercedNumberSchema(POOL_METRES_RULES.shallow_depth_m),
  deep_depth_m: coercedNumberSchema(POOL_METRES_RULES.deep_depth_m),
  shape: z.enum(POOL_SHAPES, { error: 'Choose the shape.' }),
  finish: z.enum(POOL_FINISHES, { error: 'Choose the finish.' }),
  filtration: z.enum(POOL_FILTRATIONS, { error: 'Choose the filtration.' }),
  heating: z.enum(POOL_HEATINGS, { error: 'Choose the heating.' }),
  lighting: z.enum(POOL_LIGHTINGS, { error: 'Choose the lighting.' }),
  accessories: z
    .array(z.enum(POOL_ACCESSORIES, { error: 'Choose accessories from the list.' }))
    .max(POOL_ACCESSORIES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  budget_min_paise: paise('lowest budget').optional(),
  budget_max_paise: paise('highest budget').optional(),
  notes: optionalText(2000),
  // The customer's GST details live on the lead; sales edits them here, beside the site's state.
  gstin: leadFields.gstin,
  billing_address: leadFields.billing_address,
  billing_state: leadFields.billing_state,
};

type RequirementDraft = {
  site_state: string;
  gstin?: string | undefined;
  billing_state?: string | undefined;
  shallow_depth_m: number;
  deep_depth_m: number;
  width_m: number;
  length_m: number;
  budget_min_paise?: number | undefined;
  budget_max_paise?: number | undefined;
};

function checkRequirement(value: RequirementDraft, ctx: z.RefinementCtx) {
  if (value.gstin && !gstinMatchesState(value.gstin, [value.site_state, value.billing_state])) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_STATE_MESSAGE });
  }
  if (value.deep_depth_m < value.shallow_depth_m) {
    ctx.addIssue({
      code: 'custom',
      path: ['deep_depth_m'],
      message: 'The deep end cannot be shallower than the shallow end.',
    });
  }
  if (
    value.budget_min_paise !== undefined &&
    value.budget_max_paise !== undefined &&
    value.budget_max_paise < value.budget_min_paise
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['budget_max_paise'],
      message: 'The highest budget cannot be below the lowest.',
    });
  }
}

/** What sales submits on pre-quotation/lead/:lead_id (version: the one loaded; 0 for a first capture). */
export const leadRequirementInput = z
  .strictObject({ ...leadRequirementFields, version: versionField(0) })
  .superRefine(checkRequirement);
export type LeadRequirementInput = z.input<typeof leadRequirementInput>;
export type LeadRequirementValues = z.output<typeof leadRequirementInput>;

export interface PoolMetrics {
  /** Water surface, m² (2 decimals). */
  areaM2: number;
  /** Water volume at the mean depth, litres (whole). */
  volumeLitres: number;
  /** Edge length (for copings), m (2 decimals). */
  perimeterM: number;
  averageDepthM: number;
  /** Floor plus walls at the mean depth (membrane, tiles), m² (2 decimals). */
  liningAreaM2: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Area of the shape relative to its length × width bounding box. */
const SHAPE_AREA_FACTOR: Record<PoolShape, number> = {
  rectangular: 1,
  'l-shaped': 0.75,
  oval: Math.PI / 4,
  round: Math.PI / 4,
  kidney: 0.8,
  freeform: 0.85,
};

function perimeterOf(length: number, width: number, shape: PoolShape): number {
  if (shape === 'oval' || shape === 'round') {
    // Ramanujan's approximation for an ellipse with semi-axes a, b.
    const a = length / 2;
    const b = width / 2;
    return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
  }
  // An L, a kidney or a free form keeps roughly its bounding box's edge length.
  return 2 * (length + width);
}

/**
 * Area, volume and lining area from the pool's dimensions (the floor slopes evenly from the
 * shallow to the deep end, so the mean depth gives the volume). Pure: used by the form as you type,
 * by the server when it saves, and by costing for quantities.
 */
export function poolMetrics(dims: PoolDimensions): PoolMetrics {
  const shape = dims.shape ?? 'rectangular';
  const averageDepth = (dims.shallow_depth_m + dims.deep_depth_m) / 2;
  const area = dims.length_m * dims.width_m * SHAPE_AREA_FACTOR[shape];
  const perimeter = perimeterOf(dims.length_m, dims.width_m, shape);
  return {
    areaM2: round2(area),
    volumeLitres: Math.round(area * averageDepth * 1000),
    perimeterM: round2(perimeter),
    averageDepthM: round2(averageDepth),
    liningAreaM2: round2(area + perimeter * averageDepth),
  };
}

export interface LeadRequirement extends PoolDimensions {
  lead_id: number;
  project_type: PoolProjectType;
  site_address: string;
  site_state: IndianState;
  shape: PoolShape;
  finish: (typeof POOL_FINISHES)[number];
  filtration: (typeof POOL_FILTRATIONS)[number];
  heating: (typeof POOL_HEATINGS)[number];
  lighting: (typeof POOL_LIGHTINGS)[number];
  accessories: (typeof POOL_ACCESSORIES)[number][];
  budget_min_paise: number | null;
  budget_max_paise: number | null;
  notes: string | null;
  metrics: PoolMetrics;
  version: number;
  updated_at: string;
  updated_by: { id: number; username: string } | null;
}

// ---------------------------------------------------------------------------------------------
// Calls and the sales lists.
// ---------------------------------------------------------------------------------------------

/** A date-time typed in India: "2026-11-23T15:30" (Asia/Kolkata wall clock). */
export const kolkataDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use the format YYYY-MM-DDTHH:MM.')
  .refine(
    (text) => isRealDate(text.slice(0, 10)) && /T([01]\d|2[0-3]):[0-5]\d$/.test(text),
    'This is not a real date and time.',
  );

export const logCallRequest = z
  .strictObject({
    outcome: z.enum(CALL_OUTCOMES, { error: 'Choose how the call went.' }),
    note: optionalText(1000),
    next_follow_up: kolkataDateTime.optional(),
    version: versionField(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'call_back' && !value.next_follow_up) {
      ctx.addIssue({
        code: 'custom',
        path: ['next_follow_up'],
        message: 'Give the date and time to call back.',
      });
    }
    if (value.next_follow_up && isPastInKolkata(value.next_follow_up)) {
      ctx.addIssue({ code: 'custom', path: ['next_follow_up'], message: PAST_FOLLOW_UP_MESSAGE });
    }
  });
export type LogCallRequest = z.input<typeof logCallRequest>;

export const moveStageRequest = z.strictObject({
  to: z.enum(SALES_STAGES, { error: 'Choose a stage.' }),
  note: optionalText(1000),
  version: versionField(),
});
export type MoveStageRequest = z.input<typeof moveStageRequest>;

/** Gives a lead to a sales person (any sales user may assign or reassign). */
export const assignOwnerRequest = z.strictObject({
  owner_id: rowId(),
  version: versionField(),
});
export type AssignOwnerRequest = z.input<typeof assignOwnerRequest>;

export const salesLeadListQuery = z.strictObject({
  ...pageQuery,
  queue: z.enum(Object.keys(STAGE_QUEUES) as [StageQueue, ...StageQueue[]]).default('calls'),
  stage: z.enum(SALES_STAGES).optional(),
  sort: z.enum(SALES_LEAD_SORT_FIELDS).default('next_follow_up'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional(),
  /** due: follow-up before the end of today (Asia/Kolkata); mine: owned by the caller. */
  due: z.enum(['today', 'overdue']).optional(),
  /** '1': only the caller's leads; '0' (or absent): every lead. */
  mine: z.enum(['1', '0']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type SalesLeadListQuery = z.input<typeof salesLeadListQuery>;

export interface SalesLeadSummary {
  id: number;
  first_name: string;
  last_name: string | null;
  mobile: string;
  mobile_code: string;
  email: string | null;
  city: string | null;
  interests: string | null;
  stage: SalesStage;
  stage_changed_at: string;
  next_follow_up_at: string | null;
  owner: { id: number; username: string } | null;
  version: number;
}

export interface SalesCall {
  id: number;
  at: string;
  actor: { id: number; username: string } | null;
  outcome: CallOutcome;
  note: string | null;
  next_follow_up_at: string | null;
}

// ---------------------------------------------------------------------------------------------
// Handover checklist (made when a lead is accepted).
// ---------------------------------------------------------------------------------------------

export const CHECKLIST_TEMPLATE = [
  { key: 'site-ready', label: 'Site ready' },
  { key: 'excavation', label: 'Excavation' },
  { key: 'shell', label: 'Shell' },
  { key: 'plumbing', label: 'Plumbing' },
  { key: 'filtration', label: 'Filtration' },
  { key: 'electrical', label: 'Electrical' },
  { key: 'finish', label: 'Finish' },
  { key: 'filling', label: 'Filling' },
  { key: 'commissioning', label: 'Commissioning' },
  { key: 'customer-training', label: 'Customer training' },
  { key: 'handover-documents', label: 'Handover documents' },
] as const;
export type ChecklistKey = (typeof CHECKLIST_TEMPLATE)[number]['key'];

export const checklistItemUpdate = z.strictObject({
  done: z.boolean({ error: 'Say whether the item is done.' }),
  done_on: isoDate.optional(),
  note: optionalText(1000),
  /** A checklist photo uploaded to this lead first (POST …/files with kind checklist-photo). */
  photo_id: rowId().nullable().optional(),
  version: versionField(),
});
export type ChecklistItemUpdate = z.input<typeof checklistItemUpdate>;

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  done: boolean;
  done_on: string | null;
  done_by: PersonRef | null;
  note: string | null;
  photo: SalesFile | null;
  version: number;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// Files (site photos, design drawings, checklist photos) and the lead as sales sees it.
// ---------------------------------------------------------------------------------------------

export const SALES_FILE_KINDS = ['site-photo', 'design', 'checklist-photo'] as const;
export type SalesFileKind = (typeof SALES_FILE_KINDS)[number];
/** 10 MB per file. */
export const SALES_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SALES_FILE_MESSAGES = {
  photoType: 'Upload a JPEG, PNG or WebP photo.',
  designType: 'Upload the design as a PDF, JPEG, PNG or WebP file.',
  size: 'The file is larger than 10 MB.',
  missing: 'Choose a file to upload.',
} as const;

export interface SalesFile {
  id: number;
  kind: SalesFileKind;
  design_version: number | null;
  title: string | null;
  chosen: boolean;
  original_name: string;
  mime: string;
  bytes: number;
  uploaded_by: { id: number; username: string } | null;
  created_at: string;
  /** Where to download it (staff bearer token needed). */
  url: string;
}

export const chooseDesignRequest = z.strictObject({ version: versionField() });
export const requestCostingRequest = z.strictObject({
  note: optionalText(1000),
  version: versionField(),
});

/** A staff member as printed on documents: the username and the person's full name. */
export interface PersonRef {
  id: number;
  username: string;
  name: string;
}

export interface LeadSalesState {
  stage: SalesStage;
  owner: PersonRef | null;
  next_follow_up_at: string | null;
  stage_changed_at: string;
  version: number;
}

/** Everything a sales lead page shows, in one answer. */
export interface SalesLeadDetail {
  lead: Lead;
  sales: LeadSalesState;
  calls: SalesCall[];
  requirement: LeadRequirement | null;
  files: SalesFile[];
  history: LeadHistoryEntry[];
}

export interface SalesDashboard {
  /** Leads per stage, every stage present. */
  funnel: { stage: SalesStage; count: number }[];
  followUps: {
    dueToday: SalesLeadSummary[];
    overdue: SalesLeadSummary[];
    dueTodayCount: number;
    overdueCount: number;
  };
  /**
   * This calendar month (Asia/Kolkata). `sent`: quotations with a version sent this month, valued
   * at the newest version sent; `accepted`: versions accepted this month. Values in paise.
   */
  thisMonth: {
    sent: number;
    accepted: number;
    sentValuePaise: number;
    acceptedValuePaise: number;
    calls: number;
  };
  /** Accepted (or further) ÷ leads whose quotation was decided (accepted, declined, expired), %. */
  winRate: number | null;
  /** Accepted (or further) ÷ every lead in sales, %. */
  conversionRate: number | null;
  /**
   * The last 90 days (Asia/Kolkata), oldest first, every day present; `accepted` counts quotation
   * versions the customer accepted that day (the same definition as `thisMonth.accepted`).
   */
  perDay: { date: string; newLeads: number; calls: number; accepted: number }[];
}
