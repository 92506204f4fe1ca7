import { z } from 'zod';
import { idParams, type SameType, timestampAnswer } from '../answers';
import { exportQuery, int4FromText } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  APPRAISAL_STATUSES,
  type AppraisalView,
  CYCLE_STATUSES,
  type CycleSummary,
  type CycleView,
  cycleInput,
  cycleStatusInput,
  type GoalSheetPage,
  goalInput,
  goalListQuery,
  goalUpdateInput,
  type MyGoals,
  myGoalsQuery,
  progressInput,
  ratingInput,
  submitGoalsInput,
} from '../goals';

const cycleAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(CYCLE_STATUSES),
  version: z.number().int(),
});

const cycleSummaryAnswer = cycleAnswer.extend({
  sheets: z.number().int(),
  submitted: z.number().int(),
  rated: z.number().int(),
});

const goalAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  weight: z.number().int(),
  dueDate: z.string(),
  progress: z.number(),
  selfRating: z.number().nullable(),
  selfComment: z.string().nullable(),
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
  ratedBy: z.string().nullable(),
  ratedAt: timestampAnswer.nullable(),
  updates: z.array(
    z.object({ percent: z.number(), note: z.string(), at: timestampAnswer, by: z.string().nullable() }),
  ),
  version: z.number().int(),
});

const appraisalAnswer = z.object({
  id: z.number().int(),
  cycleId: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  department: z.string(),
  designation: z.string(),
  status: z.enum(APPRAISAL_STATUSES),
  submittedAt: timestampAnswer.nullable(),
  totalWeight: z.number(),
  progress: z.number(),
  selfScore: z.number().nullable(),
  score: z.number().nullable(),
  goals: z.array(goalAnswer),
  version: z.number().int(),
});

const goalSheetPageAnswer = z.object({
  cycle: cycleAnswer.nullable(),
  items: z.array(
    z.object({
      employeeId: z.number().int(),
      employeeCode: z.string(),
      employeeName: z.string(),
      department: z.string(),
      designation: z.string(),
      appraisal: appraisalAnswer.nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const myGoalsAnswer = z.object({
  cycles: z.array(cycleAnswer),
  cycle: cycleAnswer.nullable(),
  appraisal: appraisalAnswer.nullable(),
  editable: z.boolean(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof cycleAnswer>, CycleView>,
  SameType<z.output<typeof cycleSummaryAnswer>, CycleSummary>,
  SameType<z.output<typeof appraisalAnswer>, AppraisalView>,
  SameType<z.output<typeof goalSheetPageAnswer>, GoalSheetPage>,
  SameType<z.output<typeof myGoalsAnswer>, MyGoals>,
] = [true, true, true, true, true];
void agreed;

const goalParams = idParams();

/** Appraisal cycles, goals, progress, self-rating and HR's or the manager's rating. */
export const goalEndpoints = {
  cycles: defineEndpoint({
    method: 'GET',
    path: '/api/appraisal-cycles',
    access: ['hr'],
    summary: 'Every appraisal cycle with its sheet, submitted and rated counts, newest first.',
    answer: z.array(cycleSummaryAnswer),
  }),
  createCycle: defineEndpoint({
    method: 'POST',
    path: '/api/appraisal-cycles',
    access: ['hr'],
    summary: 'Adds an appraisal cycle (draft); 400 for a name taken or an end before the start.',
    body: cycleInput,
    answer: cycleAnswer,
    status: 201,
  }),
  cycleStatus: defineEndpoint({
    method: 'POST',
    path: '/api/appraisal-cycles/:id/status',
    access: ['hr'],
    summary: 'Opens (everyone notified; one open at a time) or closes a cycle; 409 when stale.',
    params: goalParams,
    body: cycleStatusInput,
    answer: cycleAnswer,
    errors: [404, 409],
  }),
  sheets: defineEndpoint({
    method: 'GET',
    path: '/api/goal-sheets',
    access: ['hr'],
    summary: 'Active people with their goal sheet (or null) in a cycle (default: the open one).',
    query: goalListQuery,
    answer: goalSheetPageAnswer,
  }),
  sheetsExport: defineEndpoint({
    method: 'GET',
    path: '/api/goal-sheets/export',
    access: ['hr'],
    summary: 'The filtered goal sheets of a cycle as CSV or Excel (`format`).',
    query: goalListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  sheet: defineEndpoint({
    method: 'GET',
    path: '/api/goal-sheets/:id',
    access: 'authenticated',
    summary: 'One goal sheet, for HR, the person’s manager or the person; anyone else 404.',
    params: goalParams,
    answer: appraisalAnswer,
    errors: [404],
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/api/goals/:id/rating',
    access: 'authenticated',
    summary: 'HR or the manager rates a goal; 403 on one’s own, 409 before submit or when stale.',
    params: goalParams,
    body: ratingInput,
    answer: appraisalAnswer,
    errors: [403, 404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/goals',
    access: 'authenticated',
    summary: 'My goals: the cycles, the one shown, my sheet in it and whether I may edit it.',
    query: myGoalsQuery,
    answer: myGoalsAnswer,
    errors: [404],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/me/goals',
    access: 'authenticated',
    summary: 'Adds a goal to my sheet; 409 when no cycle is open or the sheet is submitted.',
    body: goalInput,
    answer: appraisalAnswer,
    status: 201,
    errors: [404, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/me/goals/:id',
    access: 'authenticated',
    summary: 'Changes one of my goals while the sheet is a draft; 409 when stale.',
    params: goalParams,
    body: goalUpdateInput,
    answer: appraisalAnswer,
    errors: [404, 409],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/goals/:id',
    access: 'authenticated',
    summary: 'Deletes one of my goals while the sheet is a draft; answers my sheet.',
    params: goalParams,
    query: z.strictObject({ version: int4FromText(1) }),
    answer: appraisalAnswer,
    errors: [404, 409],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/me/goals/submit',
    access: 'authenticated',
    summary: 'Submits my sheet (weights exactly 100); HR and the manager are notified.',
    body: submitGoalsInput,
    answer: appraisalAnswer,
    errors: [404, 409],
  }),
  progress: defineEndpoint({
    method: 'POST',
    path: '/api/me/goals/:id/progress',
    access: 'authenticated',
    summary: 'Records progress on a goal of my submitted, unrated sheet (kept in its history).',
    params: goalParams,
    body: progressInput,
    answer: appraisalAnswer,
    errors: [404, 409],
  }),
  selfRate: defineEndpoint({
    method: 'POST',
    path: '/api/me/goals/:id/self-rating',
    access: 'authenticated',
    summary: 'Rates a goal of my submitted sheet myself.',
    params: goalParams,
    body: ratingInput,
    answer: appraisalAnswer,
    errors: [404, 409],
  }),
  teamSheets: defineEndpoint({
    method: 'GET',
    path: '/api/me/team/goal-sheets',
    access: 'authenticated',
    summary: 'The submitted goal sheets of my direct reports, waiting for my ratings.',
    answer: z.array(appraisalAnswer),
    errors: [404],
  }),
};
