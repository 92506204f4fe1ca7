import { type ListField, PAGE_FIELDS } from './list-values';

// The sales flow's values without zod (stages, labels, allowed moves, history actions): the
// sales dashboard shows them without validating anything, so they must not bring zod (see docs/decisions/0008-zod-out-of-first-pages.md).

export const SALES_STAGES = [
  'to_call',
  'interested',
  'not_interested',
  'call_back',
  'unreachable',
  'requirements_captured',
  'costing_requested',
  'costed',
  'design',
  'extra_payments',
  'terms',
  'final_sent',
  'accepted',
  'declined',
  'expired',
  'checklist',
  'done',
] as const;
export type SalesStage = (typeof SALES_STAGES)[number];

export const SALES_STAGE_LABELS: Record<SalesStage, string> = {
  to_call: 'To call',
  interested: 'Interested',
  not_interested: 'Not interested',
  call_back: 'Call back',
  unreachable: 'Unreachable',
  requirements_captured: 'Requirements captured',
  costing_requested: 'Costing requested',
  costed: 'Costed',
  design: 'Design',
  extra_payments: 'Extra payments',
  terms: 'Terms',
  final_sent: 'Final quotation sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  checklist: 'Checklist',
  done: 'Done',
};

/** Where a call's outcome can put a lead (Call To Customer). */
export const CALL_OUTCOMES = ['interested', 'not_interested', 'call_back', 'unreachable'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

const CALLING = ['interested', 'not_interested', 'call_back', 'unreachable'] as const;

/**
 * The state machine as data: from each stage, the stages a lead may move to. A call may repeat an
 * outcome (call back again, still unreachable); a sent quotation can be revised (back to terms) or
 * re-sent, and the customer's request for changes reopens it at design (lines, extras and terms
 * editable again); a declined or expired quotation can be reopened at terms.
 */
export const ALLOWED_STAGE_MOVES: Record<SalesStage, readonly SalesStage[]> = {
  to_call: CALLING,
  interested: [...CALLING, 'requirements_captured'],
  call_back: [...CALLING, 'requirements_captured'],
  unreachable: CALLING,
  not_interested: ['to_call', 'interested', 'call_back'],
  requirements_captured: ['costing_requested', 'not_interested'],
  costing_requested: ['costed', 'requirements_captured', 'not_interested'],
  costed: ['design', 'costing_requested', 'not_interested'],
  design: ['extra_payments', 'terms', 'costing_requested', 'not_interested'],
  extra_payments: ['terms', 'design', 'not_interested'],
  terms: ['final_sent', 'extra_payments', 'design', 'not_interested'],
  final_sent: ['accepted', 'declined', 'expired', 'terms', 'final_sent', 'design'],
  accepted: ['checklist'],
  declined: ['terms', 'not_interested'],
  expired: ['terms', 'final_sent', 'not_interested'],
  checklist: ['done'],
  done: [],
};

export function canMoveStage(from: SalesStage, to: SalesStage): boolean {
  return ALLOWED_STAGE_MOVES[from].includes(to);
}

/** The sentence a refused move answers with (409). */
export function wrongMoveMessage(from: SalesStage, to: SalesStage): string {
  const allowed = ALLOWED_STAGE_MOVES[from];
  const next =
    allowed.length === 0
      ? 'it is finished and cannot move any more'
      : `from there it can go to ${allowed.map((s) => SALES_STAGE_LABELS[s]).join(', ')}`;
  return `This lead is at "${SALES_STAGE_LABELS[from]}" and cannot move to "${SALES_STAGE_LABELS[to]}": ${next}. Reload the lead to see its current stage.`;
}

/** Work queues: the stages each sales list page shows. */
export const STAGE_QUEUES = {
  calls: ['to_call', 'call_back', 'unreachable', 'interested'],
  requirements: ['interested', 'requirements_captured', 'costing_requested'],
  design: ['costed', 'design'],
  checklist: ['accepted', 'checklist', 'done'],
  /** The search across every stage: a lead is found wherever it is now. */
  all: SALES_STAGES,
} as const satisfies Record<string, readonly SalesStage[]>;
export type StageQueue = keyof typeof STAGE_QUEUES;

export const SALES_LEAD_SORT_FIELDS = ['next_follow_up', 'stage_changed_at', 'first_name', 'city'] as const;

/** The sales lead list's query as the URL carries it (`salesLeadListQuery`'s fields, without zod). */
export const SALES_LEAD_LIST_FIELDS = {
  ...PAGE_FIELDS,
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'asc' },
  queue: { kind: 'enum', values: Object.keys(STAGE_QUEUES) as StageQueue[], default: 'calls' },
  stage: { kind: 'enum', values: SALES_STAGES },
  sort: { kind: 'enum', values: SALES_LEAD_SORT_FIELDS, default: 'next_follow_up' },
  q: { kind: 'text', max: 100 },
  due: { kind: 'enum', values: ['today', 'overdue'] },
  mine: { kind: 'enum', values: ['1', '0'] },
  from: { kind: 'date' },
  to: { kind: 'date' },
} as const satisfies Record<string, ListField>;

/** Lead history actions written by the sales flow. */
export const SALES_HISTORY_ACTIONS = [
  'stage_changed',
  'call_logged',
  'requirements_saved',
  'design_uploaded',
  'design_chosen',
  'checklist_updated',
  'owner_changed',
] as const;
export type SalesHistoryAction = (typeof SALES_HISTORY_ACTIONS)[number];
