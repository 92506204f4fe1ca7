import type {
  AppraisalView,
  CycleInput,
  CycleSummary,
  CycleView,
  GoalInput,
  GoalListQuery,
  GoalSheetPage,
  MyGoals,
  RatingInput,
  Success,
} from '../contract';
import { http } from '../http';

/** Issue 11 §3: goals and appraisals (hr remote: employee-goal; employee remote: goal-performance). */

const get = async <T>(url: string, params?: object) =>
  (await http.get<Success<T>>(url, { params })).data.success;
const post = async <T>(url: string, body?: unknown) =>
  (await http.post<Success<T>>(url, body ?? {})).data.success;

export const listAppraisalCycles = () => get<CycleSummary[]>('/api/appraisal-cycles');
export const createAppraisalCycle = (body: CycleInput) => post<CycleView>('/api/appraisal-cycles', body);
export const setAppraisalCycleStatus = (id: number, body: { status: 'open' | 'closed'; version: number }) =>
  post<CycleView>(`/api/appraisal-cycles/${id}/status`, body);
export const listGoalSheets = (query: Partial<GoalListQuery>) =>
  get<GoalSheetPage>('/api/goal-sheets', query);
export const fetchGoalSheet = (id: number) => get<AppraisalView>(`/api/goal-sheets/${id}`);
export const rateGoal = (id: number, body: RatingInput) =>
  post<AppraisalView>(`/api/goals/${id}/rating`, body);

export const fetchMyGoals = (cycleId?: number) => get<MyGoals>('/api/me/goals', cycleId ? { cycleId } : {});
export const addMyGoal = (body: GoalInput) => post<AppraisalView>('/api/me/goals', body);
export const updateMyGoal = (id: number, body: GoalInput & { version: number }) =>
  http.put<Success<AppraisalView>>(`/api/me/goals/${id}`, body).then((r) => r.data.success);
export const deleteMyGoal = (id: number, version: number) =>
  http
    .delete<Success<AppraisalView>>(`/api/me/goals/${id}`, { params: { version } })
    .then((r) => r.data.success);
export const submitMyGoals = (version: number) => post<AppraisalView>('/api/me/goals/submit', { version });
export const addGoalProgress = (id: number, body: { percent: number; note: string; version: number }) =>
  post<AppraisalView>(`/api/me/goals/${id}/progress`, body);
export const selfRateGoal = (id: number, body: RatingInput) =>
  post<AppraisalView>(`/api/me/goals/${id}/self-rating`, body);
