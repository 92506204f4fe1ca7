import { z } from 'zod';
import { pageQuery, versionField } from './common';
import { type AppraisalStatus, SHEET_FILTERS } from './goals-values';
import { DEPARTMENTS } from './hr';
import { realDate } from './hr-time';

export * from './goals-values';

/**
 * Goals: appraisal cycles, goals with weights adding up to 100 %, progress updates,
 * self-rating and the HR/manager rating, and the final weighted score (computed on the server).
 */

export const CYCLE_STATUSES = ['draft', 'open', 'closed'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** An employee's goal sheet in a cycle: goals are edited in draft, locked on submit, then rated. */

/** The weights of a person's goals in a cycle must add up to exactly this. */
export const TOTAL_WEIGHT = 100;
export const RATING_LABELS = [
  '',
  'Needs improvement',
  'Below expectations',
  'Meets expectations',
  'Exceeds expectations',
  'Outstanding',
] as const;

const rating = z
  .number({ error: 'Choose a rating from 1 to 5.' })
  .int('Choose a rating from 1 to 5.')
  .min(1, 'Choose a rating from 1 to 5.')
  .max(5, 'Choose a rating from 1 to 5.');
const comment = z.string().trim().max(2_000, 'At most 2,000 characters.').optional();
const version = versionField();

export const cycleInput = z
  .strictObject({
    name: z.string().trim().min(3, 'Name the cycle, e.g. “Apr–Sep 2026”.').max(100),
    startDate: realDate,
    endDate: realDate,
  })
  .refine((v) => v.endDate > v.startDate, {
    path: ['endDate'],
    message: 'The cycle must end after it starts.',
  });
export type CycleInput = z.infer<typeof cycleInput>;

export const cycleStatusInput = z.strictObject({
  status: z.enum(['open', 'closed']),
  version,
});

export const goalInput = z.strictObject({
  title: z.string().trim().min(3, 'Please enter a title (at least 3 characters).').max(200),
  description: z.string().trim().max(2_000, 'At most 2,000 characters.').default(''),
  weight: z
    .number({ error: 'Enter a weight in %.' })
    .int('The weight is a whole percentage.')
    .min(1, 'A weight is at least 1 %.')
    .max(TOTAL_WEIGHT, `A weight is at most ${TOTAL_WEIGHT} %.`),
  dueDate: realDate,
});
export type GoalInput = z.infer<typeof goalInput>;
export const goalUpdateInput = goalInput.extend({ version });

export const submitGoalsInput = z.strictObject({ version });

export const progressInput = z.strictObject({
  percent: z
    .number({ error: 'Enter the progress in %.' })
    .int('The progress is a whole percentage.')
    .min(0, 'Progress is between 0 and 100 %.')
    .max(100, 'Progress is between 0 and 100 %.'),
  note: z.string().trim().min(2, 'Say what was done.').max(1_000, 'At most 1,000 characters.'),
  version,
});

export const ratingInput = z.strictObject({ rating, comment, version });
export type RatingInput = z.infer<typeof ratingInput>;

export const goalListQuery = z.strictObject({
  ...pageQuery,
  cycleId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  department: z.enum(DEPARTMENTS).optional(),
  status: z.enum(SHEET_FILTERS).optional(),
  q: z.string().trim().max(100).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type GoalListQuery = z.infer<typeof goalListQuery>;

export const myGoalsQuery = z.strictObject({
  cycleId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export interface CycleView {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  status: CycleStatus;
  version: number;
}

export interface CycleSummary extends CycleView {
  /** People with a goal sheet in it, and how many of them are submitted / rated. */
  sheets: number;
  submitted: number;
  rated: number;
}

export interface ProgressUpdateView {
  percent: number;
  note: string;
  at: string;
  by: string | null;
}

export interface GoalView {
  id: number;
  title: string;
  description: string;
  weight: number;
  dueDate: string;
  progress: number;
  selfRating: number | null;
  selfComment: string | null;
  rating: number | null;
  ratingComment: string | null;
  ratedBy: string | null;
  ratedAt: string | null;
  updates: ProgressUpdateView[];
  version: number;
}

export interface AppraisalView {
  id: number;
  cycleId: number;
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  department: string;
  designation: string;
  status: AppraisalStatus;
  submittedAt: string | null;
  /** Sum of the goals' weights (must be 100 to submit). */
  totalWeight: number;
  /** Weighted progress, 0–100. */
  progress: number;
  /** Weighted self-rating (1–5, two decimals) once every goal is self-rated. */
  selfScore: number | null;
  /** The final weighted score (1–5, two decimals) once HR or the manager rated every goal. */
  score: number | null;
  goals: GoalView[];
  version: number;
}

/** A row of HR's list: an active employee and their sheet in the cycle (null: no goals yet). */
export interface PersonGoals {
  employeeId: number;
  employeeCode: string;
  employeeName: string;
  department: string;
  designation: string;
  appraisal: AppraisalView | null;
}

export interface GoalSheetPage {
  cycle: CycleView | null;
  items: PersonGoals[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MyGoals {
  /** Every cycle, newest first. */
  cycles: CycleView[];
  /** The cycle shown: the one asked for, else the open one, else the newest. */
  cycle: CycleView | null;
  /** My sheet in that cycle (null when I have no goals in it yet). */
  appraisal: AppraisalView | null;
  /** Whether I may change goals (the cycle is open and my sheet is not submitted). */
  editable: boolean;
}

/** Weighted mean on the 1–5 scale, rounded to two decimals; null unless every goal has a value. */
export function weightedScore(goals: readonly { weight: number; value: number | null }[]): number | null {
  if (goals.length === 0 || goals.some((g) => g.value === null)) return null;
  const weights = goals.reduce((sum, g) => sum + g.weight, 0);
  if (weights <= 0) return null;
  const total = goals.reduce((sum, g) => sum + g.weight * (g.value as number), 0);
  return Math.round((total / weights) * 100) / 100;
}

/** Weighted progress 0–100 (whole percent); 0 without goals. */
export function weightedProgress(goals: readonly { weight: number; progress: number }[]): number {
  const weights = goals.reduce((sum, g) => sum + g.weight, 0);
  if (weights <= 0) return 0;
  return Math.round(goals.reduce((sum, g) => sum + g.weight * g.progress, 0) / weights);
}

/** Null when the weights add up to exactly 100, else the field message to show. */
export function weightProblem(weights: readonly number[]): string | null {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return 'Add at least one goal.';
  if (sum === TOTAL_WEIGHT) return null;
  return `The weights add up to ${sum} %; they must add up to exactly ${TOTAL_WEIGHT} %.`;
}
