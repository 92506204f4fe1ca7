import {
  type AppraisalStatus,
  type AppraisalView,
  type CycleInput,
  type CycleStatus,
  type CycleSummary,
  type CycleView,
  type GoalInput,
  type GoalListQuery,
  type GoalSheetPage,
  type GoalView,
  type MyGoals,
  type RatingInput,
  TOTAL_WEIGHT,
  weightedProgress,
  weightedScore,
  weightProblem,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { conflict, forbidden, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import type { Employee } from '../hr';
import { employees, managerUserOf, notifyEmployee, notifyRequest } from '../hr';
import { appraisalCycles, appraisals, goalProgressUpdates, goals } from './schema';

type Cycle = typeof appraisalCycles.$inferSelect;
type Appraisal = typeof appraisals.$inferSelect;

const raters = alias(users, 'raters');
const updaters = alias(users, 'updaters');

const cycleView = (c: Cycle): CycleView => ({
  id: c.id,
  name: c.name,
  startDate: c.startDate,
  endDate: c.endDate,
  status: c.status as CycleStatus,
  version: c.version,
});

const NO_GOAL = 'There is no such goal.';

// ---- Cycles ----

export async function listCycles(db: DbOrTx): Promise<CycleSummary[]> {
  const rows = await db
    .select({
      c: appraisalCycles,
      sheets: count(appraisals.id),
      submitted: sql<number>`count(*) filter (where ${appraisals.status} = 'submitted')`.mapWith(Number),
      rated: sql<number>`count(*) filter (where ${appraisals.status} = 'rated')`.mapWith(Number),
    })
    .from(appraisalCycles)
    .leftJoin(appraisals, eq(appraisals.cycleId, appraisalCycles.id))
    .groupBy(appraisalCycles.id)
    .orderBy(desc(appraisalCycles.startDate), desc(appraisalCycles.id));
  return rows.map((r) => ({ ...cycleView(r.c), sheets: r.sheets, submitted: r.submitted, rated: r.rated }));
}

export async function createCycle(db: DbOrTx, input: CycleInput, actorId: number): Promise<CycleView> {
  const [row] = await db
    .insert(appraisalCycles)
    .values({ ...input, createdBy: actorId })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw validationFailed('A cycle has this name already.', { name: 'A cycle has this name already.' });
  return cycleView(row);
}

/** draft → open (only one cycle open at a time) → closed. Opening tells every staff member. */
export async function setCycleStatus(
  db: DbOrTx,
  id: number,
  input: { status: 'open' | 'closed'; version: number },
): Promise<CycleView> {
  return db.transaction(async (tx) => {
    const [cycle] = await tx.select().from(appraisalCycles).where(eq(appraisalCycles.id, id)).for('update');
    if (!cycle) throw notFound('There is no such appraisal cycle.');
    if (cycle.version !== input.version)
      throw conflict('This cycle was changed meanwhile: reload it and try again.');
    const from = input.status === 'open' ? 'draft' : 'open';
    if (cycle.status !== from)
      throw conflict(
        `This cycle is ${cycle.status}: it cannot be ${input.status === 'open' ? 'opened' : 'closed'}.`,
      );
    if (input.status === 'open') {
      // The partial unique index holds it under concurrency; this gives the clear message first.
      const [other] = await tx
        .select({ name: appraisalCycles.name })
        .from(appraisalCycles)
        .where(eq(appraisalCycles.status, 'open'))
        .for('update');
      if (other) throw conflict(`“${other.name}” is open: close it before opening another cycle.`);
    }
    const [row] = await tx
      .update(appraisalCycles)
      .set({ status: input.status, version: sql`${appraisalCycles.version} + 1` })
      .where(eq(appraisalCycles.id, id))
      .returning()
      .catch((error: unknown) => {
        // Two cycles opened at once: the partial unique index lets one through.
        if (
          (error as { cause?: { code?: string } }).cause?.code === '23505' ||
          (error as { code?: string }).code === '23505'
        )
          throw conflict('Another cycle was opened meanwhile: close it before opening this one.');
        throw error;
      });
    await createNotification(tx, {
      group: 'all',
      title: `Appraisal cycle ${input.status === 'open' ? 'opened' : 'closed'}: ${cycle.name}`,
      link: '/app/employee/goal-performance',
      content:
        input.status === 'open'
          ? `Set your goals for ${cycle.name} in Goals and performance: weights must add up to ${TOTAL_WEIGHT} %.`
          : `${cycle.name} is closed: goals and self-ratings can no longer be changed.`,
    });
    return cycleView(row!);
  });
}

async function openCycle(db: DbOrTx): Promise<Cycle | undefined> {
  const [row] = await db.select().from(appraisalCycles).where(eq(appraisalCycles.status, 'open'));
  return row;
}

// ---- Reading sheets ----

/** Goal sheets as views, with their goals and each goal's progress history (newest first). */
async function sheetViews(
  db: DbOrTx,
  rows: { a: Appraisal; e: Employee }[],
): Promise<Map<number, AppraisalView>> {
  const views = new Map<number, AppraisalView>();
  if (rows.length === 0) return views;
  const ids = rows.map((r) => r.a.id);
  const goalRows = await db
    .select({ g: goals, ratedBy: raters.fullName })
    .from(goals)
    .leftJoin(raters, eq(raters.id, goals.ratedBy))
    .where(inArray(goals.appraisalId, ids))
    .orderBy(asc(goals.id));
  const goalIds = goalRows.map((r) => r.g.id);
  const updateRows = goalIds.length
    ? await db
        .select({ u: goalProgressUpdates, by: updaters.fullName })
        .from(goalProgressUpdates)
        .leftJoin(updaters, eq(updaters.id, goalProgressUpdates.byUser))
        .where(inArray(goalProgressUpdates.goalId, goalIds))
        .orderBy(desc(goalProgressUpdates.at), desc(goalProgressUpdates.id))
    : [];
  const goalsOf = new Map<number, GoalView[]>();
  const byGoal = new Map<number, GoalView>();
  for (const { g, ratedBy } of goalRows) {
    const view: GoalView = {
      id: g.id,
      title: g.title,
      description: g.description,
      weight: g.weight,
      dueDate: g.dueDate,
      progress: g.progress,
      selfRating: g.selfRating,
      selfComment: g.selfComment,
      rating: g.rating,
      ratingComment: g.ratingComment,
      ratedBy,
      ratedAt: g.ratedAt?.toISOString() ?? null,
      updates: [],
      version: g.version,
    };
    byGoal.set(g.id, view);
    const list = goalsOf.get(g.appraisalId) ?? [];
    list.push(view);
    goalsOf.set(g.appraisalId, list);
  }
  for (const { u, by } of updateRows)
    byGoal.get(u.goalId)?.updates.push({ percent: u.percent, note: u.note, at: u.at.toISOString(), by });
  for (const { a, e } of rows) {
    const list = goalsOf.get(a.id) ?? [];
    views.set(a.id, {
      id: a.id,
      cycleId: a.cycleId,
      employeeId: e.id,
      employeeCode: e.code,
      employeeName: e.fullName,
      department: e.department,
      designation: e.designation,
      status: a.status as AppraisalStatus,
      submittedAt: a.submittedAt?.toISOString() ?? null,
      totalWeight: list.reduce((sum, g) => sum + g.weight, 0),
      progress: weightedProgress(list),
      selfScore: weightedScore(list.map((g) => ({ weight: g.weight, value: g.selfRating }))),
      score: weightedScore(list.map((g) => ({ weight: g.weight, value: g.rating }))),
      goals: list,
      version: a.version,
    });
  }
  return views;
}

async function sheetById(db: DbOrTx, id: number): Promise<AppraisalView> {
  const rows = await db
    .select({ a: appraisals, e: employees })
    .from(appraisals)
    .innerJoin(employees, eq(employees.id, appraisals.employeeId))
    .where(eq(appraisals.id, id));
  const view = (await sheetViews(db, rows)).get(id);
  if (!view) throw notFound('There is no such goal sheet.');
  return view;
}

/** HR's list: active people (and those on notice) with their sheet in the cycle, paged on the server. */
export async function listGoalSheets(db: DbOrTx, query: GoalListQuery): Promise<GoalSheetPage> {
  const cycles = await db
    .select()
    .from(appraisalCycles)
    .orderBy(sql`${appraisalCycles.status} = 'open' desc`, desc(appraisalCycles.startDate));
  const cycle = query.cycleId ? cycles.find((c) => c.id === query.cycleId) : cycles[0];
  if (!cycle) {
    if (query.cycleId) throw notFound('There is no such appraisal cycle.');
    return { cycle: null, items: [], total: 0, page: query.page, pageSize: query.pageSize };
  }
  const conditions: SQL[] = [inArray(employees.status, ['active', 'notice'])];
  if (query.department) conditions.push(eq(employees.department, query.department));
  if (query.status === 'not-started') conditions.push(isNull(appraisals.id));
  else if (query.status) conditions.push(eq(appraisals.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(employees.fullName, like), ilike(employees.code, like), ilike(employees.designation, like))!,
    );
  }
  const where = and(...conditions);
  const join = and(eq(appraisals.employeeId, employees.id), eq(appraisals.cycleId, cycle.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: employees, a: appraisals })
      .from(employees)
      .leftJoin(appraisals, join)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(employees.code) : asc(employees.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).leftJoin(appraisals, join).where(where),
  ]);
  const views = await sheetViews(
    db,
    rows.flatMap((r) => (r.a ? [{ a: r.a, e: r.e }] : [])),
  );
  return {
    cycle: cycleView(cycle),
    items: rows.map((r) => ({
      employeeId: r.e.id,
      employeeCode: r.e.code,
      employeeName: r.e.fullName,
      department: r.e.department,
      designation: r.e.designation,
      appraisal: r.a ? views.get(r.a.id)! : null,
    })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Who may see and rate someone's sheet: HR, or the person's manager; nobody rates their own. Anyone
 * else gets a 404, as if it did not exist (ids are not a way to look around).
 */
async function assertReviewer(db: DbOrTx, actor: AuthUser, employee: Employee, rating: boolean) {
  if (rating && employee.userId === actor.id) throw forbidden('You cannot rate your own goals.');
  if (actor.role === 'hr' || employee.userId === actor.id) return;
  if ((await managerUserOf(db, employee)) === actor.id) return;
  throw notFound('There is no such goal sheet.');
}

/** The submitted sheets of a manager's direct reports, waiting for the manager's ratings. */
export async function teamSheetsToRate(db: DbOrTx, manager: Employee): Promise<AppraisalView[]> {
  const rows = await db
    .select({ a: appraisals, e: employees })
    .from(appraisals)
    .innerJoin(employees, eq(employees.id, appraisals.employeeId))
    .where(and(eq(employees.managerId, manager.id), eq(appraisals.status, 'submitted')))
    .orderBy(asc(appraisals.submittedAt), asc(appraisals.id))
    .limit(100);
  const views = await sheetViews(db, rows);
  return rows.map((r) => views.get(r.a.id)!);
}

export async function getGoalSheet(db: DbOrTx, actor: AuthUser, id: number): Promise<AppraisalView> {
  const [row] = await db
    .select({ e: employees })
    .from(appraisals)
    .innerJoin(employees, eq(employees.id, appraisals.employeeId))
    .where(eq(appraisals.id, id));
  if (!row) throw notFound('There is no such goal sheet.');
  await assertReviewer(db, actor, row.e, false);
  return sheetById(db, id);
}

export async function myGoals(db: DbOrTx, me: Employee, cycleId?: number): Promise<MyGoals> {
  const cycles = (
    await db.select().from(appraisalCycles).orderBy(desc(appraisalCycles.startDate), desc(appraisalCycles.id))
  ).filter((c) => c.status !== 'draft');
  const cycle = cycleId
    ? cycles.find((c) => c.id === cycleId)
    : (cycles.find((c) => c.status === 'open') ?? cycles[0]);
  if (cycleId && !cycle) throw notFound('There is no such appraisal cycle.');
  let appraisal: AppraisalView | null = null;
  if (cycle) {
    const [row] = await db
      .select({ id: appraisals.id })
      .from(appraisals)
      .where(and(eq(appraisals.cycleId, cycle.id), eq(appraisals.employeeId, me.id)));
    if (row) appraisal = await sheetById(db, row.id);
  }
  return {
    cycles: cycles.map(cycleView),
    cycle: cycle ? cycleView(cycle) : null,
    appraisal,
    editable: cycle?.status === 'open' && (appraisal === null || appraisal.status === 'draft'),
  };
}

// ---- The employee's changes ----

/** My sheet in the open cycle, locked for the change (made when I add my first goal). */
async function lockMySheet(
  tx: DbOrTx,
  me: Employee,
  create: boolean,
): Promise<{ cycle: Cycle; sheet: Appraisal }> {
  const cycle = await openCycle(tx);
  if (!cycle) throw conflict('No appraisal cycle is open: goals can be set while HR has one open.');
  if (create)
    await tx.insert(appraisals).values({ cycleId: cycle.id, employeeId: me.id }).onConflictDoNothing();
  const [sheet] = await tx
    .select()
    .from(appraisals)
    .where(and(eq(appraisals.cycleId, cycle.id), eq(appraisals.employeeId, me.id)))
    .for('update');
  if (!sheet) throw notFound('You have no goals in this cycle yet.');
  return { cycle, sheet };
}

function assertDraft(sheet: Appraisal) {
  if (sheet.status !== 'draft')
    throw conflict(`Your goals are ${sheet.status}: they can no longer be changed.`);
}

async function otherWeights(tx: DbOrTx, sheetId: number, exceptGoal: number | null): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${goals.weight}), 0)`.mapWith(Number) })
    .from(goals)
    .where(
      and(
        eq(goals.appraisalId, sheetId),
        exceptGoal === null ? undefined : sql`${goals.id} <> ${exceptGoal}`,
      ),
    );
  return row?.sum ?? 0;
}

function assertRoom(others: number, weight: number) {
  if (others + weight > TOTAL_WEIGHT)
    throw validationFailed('The weights would add up to more than 100 %.', {
      weight: `The other goals weigh ${others} %: this one can weigh at most ${TOTAL_WEIGHT - others} %.`,
    });
}

const bumpSheet = (tx: DbOrTx, id: number) =>
  tx
    .update(appraisals)
    .set({ version: sql`${appraisals.version} + 1` })
    .where(eq(appraisals.id, id));

export async function addGoal(db: DbOrTx, me: Employee, input: GoalInput): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const { sheet } = await lockMySheet(tx, me, true);
    assertDraft(sheet);
    assertRoom(await otherWeights(tx, sheet.id, null), input.weight);
    await tx.insert(goals).values({ ...input, appraisalId: sheet.id });
    await bumpSheet(tx, sheet.id);
    return sheet.id;
  });
  return sheetById(db, id);
}

/** One of my goals in the open cycle, its sheet locked; 404 for anyone else's. */
async function lockMyGoal(tx: DbOrTx, me: Employee, goalId: number, version: number) {
  const [row] = await tx
    .select({ g: goals, a: appraisals, c: appraisalCycles })
    .from(goals)
    .innerJoin(appraisals, eq(appraisals.id, goals.appraisalId))
    .innerJoin(appraisalCycles, eq(appraisalCycles.id, appraisals.cycleId))
    .where(and(eq(goals.id, goalId), eq(appraisals.employeeId, me.id)))
    .for('update', { of: [appraisals, goals] });
  if (!row) throw notFound(NO_GOAL);
  if (row.c.status !== 'open') throw conflict(`${row.c.name} is ${row.c.status}: its goals are read-only.`);
  if (row.g.version !== version) throw conflict('This goal was changed meanwhile: reload it and try again.');
  return row;
}

export async function updateGoal(
  db: DbOrTx,
  me: Employee,
  goalId: number,
  input: GoalInput & { version: number },
): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const { a, g } = await lockMyGoal(tx, me, goalId, input.version);
    assertDraft(a);
    assertRoom(await otherWeights(tx, a.id, g.id), input.weight);
    const { version: _v, ...values } = input;
    await tx
      .update(goals)
      .set({ ...values, version: sql`${goals.version} + 1` })
      .where(eq(goals.id, goalId));
    await bumpSheet(tx, a.id);
    return a.id;
  });
  return sheetById(db, id);
}

export async function deleteGoal(db: DbOrTx, me: Employee, goalId: number, version: number) {
  const id = await db.transaction(async (tx) => {
    const { a } = await lockMyGoal(tx, me, goalId, version);
    assertDraft(a);
    await tx.delete(goals).where(eq(goals.id, goalId));
    await bumpSheet(tx, a.id);
    return a.id;
  });
  return sheetById(db, id);
}

/** Locks my goals: the weights must add up to exactly 100. HR and the manager are told. */
export async function submitGoals(db: DbOrTx, me: Employee, version: number): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const { cycle, sheet } = await lockMySheet(tx, me, false);
    if (sheet.version !== version)
      throw conflict('Your goals were changed meanwhile: reload them and try again.');
    assertDraft(sheet);
    const weights = (
      await tx.select({ w: goals.weight }).from(goals).where(eq(goals.appraisalId, sheet.id))
    ).map((r) => r.w);
    const problem = weightProblem(weights);
    if (problem) throw validationFailed(problem, { weights: problem });
    await tx
      .update(appraisals)
      .set({ status: 'submitted', submittedAt: new Date(), version: sql`${appraisals.version} + 1` })
      .where(eq(appraisals.id, sheet.id));
    await notifyRequest(
      tx,
      me,
      `Goals submitted: ${me.fullName}`,
      `${me.fullName} (${me.code}) submitted ${weights.length} goal${weights.length === 1 ? '' : 's'} for ${cycle.name}.`,
      '/app/hr/employee-goal',
    );
    return sheet.id;
  });
  return sheetById(db, id);
}

/** Progress and self-rating: on my submitted (not yet rated) goals while the cycle is open. */
function assertSubmitted(sheet: Appraisal) {
  if (sheet.status === 'draft')
    throw conflict('Submit your goals first: progress and self-ratings follow once they are set.');
  if (sheet.status === 'rated') throw conflict('Your goals are rated: they can no longer be changed.');
}

export async function addProgress(
  db: DbOrTx,
  me: Employee,
  goalId: number,
  input: { percent: number; note: string; version: number },
  userId: number,
): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const { a } = await lockMyGoal(tx, me, goalId, input.version);
    assertSubmitted(a);
    await tx
      .update(goals)
      .set({ progress: input.percent, version: sql`${goals.version} + 1` })
      .where(eq(goals.id, goalId));
    await tx
      .insert(goalProgressUpdates)
      .values({ goalId, percent: input.percent, note: input.note, byUser: userId });
    await bumpSheet(tx, a.id);
    return a.id;
  });
  return sheetById(db, id);
}

export async function selfRate(
  db: DbOrTx,
  me: Employee,
  goalId: number,
  input: RatingInput,
): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const { a } = await lockMyGoal(tx, me, goalId, input.version);
    assertSubmitted(a);
    await tx
      .update(goals)
      .set({
        selfRating: input.rating,
        selfComment: input.comment || null,
        version: sql`${goals.version} + 1`,
      })
      .where(eq(goals.id, goalId));
    await bumpSheet(tx, a.id);
    return a.id;
  });
  return sheetById(db, id);
}

// ---- Rating by HR or the manager ----

/**
 * HR (or the person's manager) rates a submitted goal; when every goal of the sheet is rated the
 * sheet becomes 'rated' and the person is told their final score.
 */
export async function rateGoal(
  db: DbOrTx,
  actor: AuthUser,
  goalId: number,
  input: RatingInput,
): Promise<AppraisalView> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ g: goals, a: appraisals, c: appraisalCycles, e: employees })
      .from(goals)
      .innerJoin(appraisals, eq(appraisals.id, goals.appraisalId))
      .innerJoin(appraisalCycles, eq(appraisalCycles.id, appraisals.cycleId))
      .innerJoin(employees, eq(employees.id, appraisals.employeeId))
      .where(eq(goals.id, goalId))
      .for('update', { of: [appraisals, goals] });
    if (!row) throw notFound(NO_GOAL);
    await assertReviewer(tx, actor, row.e, true);
    if (row.a.status === 'draft') throw conflict('These goals are not submitted yet: they cannot be rated.');
    if (row.g.version !== input.version)
      throw conflict('This goal was changed meanwhile: reload it and try again.');
    await tx
      .update(goals)
      .set({
        rating: input.rating,
        ratingComment: input.comment || null,
        ratedBy: actor.id,
        ratedAt: new Date(),
        version: sql`${goals.version} + 1`,
      })
      .where(eq(goals.id, goalId));
    const all = await tx
      .select({ weight: goals.weight, value: goals.rating })
      .from(goals)
      .where(eq(goals.appraisalId, row.a.id));
    const score = weightedScore(all);
    const becameRated = row.a.status === 'submitted' && score !== null;
    await tx
      .update(appraisals)
      .set({ version: sql`${appraisals.version} + 1`, ...(becameRated ? { status: 'rated' } : {}) })
      .where(eq(appraisals.id, row.a.id));
    if (becameRated || row.a.status === 'rated')
      await notifyEmployee(
        tx,
        row.e,
        becameRated ? `Your goals were rated: ${row.c.name}` : `A goal rating changed: ${row.c.name}`,
        `Final score ${score?.toFixed(2)} of 5 (weighted by your goals’ weights).`,
      );
    return row.a.id;
  });
  return sheetById(db, id);
}
