import { routeCalls } from '../call';
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
} from '../contract';
import { goalsRoutes } from '../contract/routes.generated';

const { ROUTES, call } = routeCalls(goalsRoutes);

/** Goals and appraisals (hr remote: employee-goal; employee remote: goal-performance). */

export const listAppraisalCycles = (): Promise<CycleSummary[]> => call('goals.cycles');
export const createAppraisalCycle = (body: CycleInput): Promise<CycleView> =>
  call('goals.createCycle', { body });
export const setAppraisalCycleStatus = (
  id: number,
  body: { status: 'open' | 'closed'; version: number },
): Promise<CycleView> => call('goals.cycleStatus', { params: { id }, body });
/** The goal sheets list's export route (CSV or Excel, `?format=`). */
export const GOAL_SHEETS_EXPORT_URL = ROUTES['goals.sheetsExport'].path;
export const listGoalSheets = (query: Partial<GoalListQuery>): Promise<GoalSheetPage> =>
  call('goals.sheets', { query });
export const fetchGoalSheet = (id: number): Promise<AppraisalView> => call('goals.sheet', { params: { id } });
export const rateGoal = (id: number, body: RatingInput): Promise<AppraisalView> =>
  call('goals.rate', { params: { id }, body });
/** My direct reports' submitted goal sheets, waiting for my ratings. */
export const fetchTeamGoalSheets = (): Promise<AppraisalView[]> => call('goals.teamSheets');

export const fetchMyGoals = (cycleId?: number): Promise<MyGoals> =>
  call('goals.mine', { query: cycleId ? { cycleId } : {} });
export const addMyGoal = (body: GoalInput): Promise<AppraisalView> => call('goals.add', { body });
export const updateMyGoal = (id: number, body: GoalInput & { version: number }): Promise<AppraisalView> =>
  call('goals.update', { params: { id }, body });
export const deleteMyGoal = (id: number, version: number): Promise<AppraisalView> =>
  call('goals.remove', { params: { id }, query: { version } });
export const submitMyGoals = (version: number): Promise<AppraisalView> =>
  call('goals.submit', { body: { version } });
export const addGoalProgress = (
  id: number,
  body: { percent: number; note: string; version: number },
): Promise<AppraisalView> => call('goals.progress', { params: { id }, body });
export const selfRateGoal = (id: number, body: RatingInput): Promise<AppraisalView> =>
  call('goals.selfRate', { params: { id }, body });
