/**
 * Holiday lists: each state (or office) has its named list of mandatory and optional holidays;
 * a person follows the list of their work state and location, else the default list, and is off
 * on its mandatory holidays plus the optional ones they chose (up to the list's allowance).
 */
import type { Holiday, HolidayList, HolidayListInput, MyHolidays } from '@managewell/api/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { allOn, type Db, type DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { istDate } from './dates';
import type { Employee } from './employees';
import { employees, holidayChoices, holidayLists, holidays } from './schema';

type ListRow = typeof holidayLists.$inferSelect;
type Place = Pick<Employee, 'id' | 'workState' | 'workLocation'>;

/** A holiday as the API shows it. */
const HOLIDAY_COLUMNS = {
  id: holidays.id,
  listId: holidays.listId,
  date: holidays.date,
  name: holidays.name,
  optional: holidays.optional,
};

const same = (a: string | null, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/** The list a person follows: their office's, else their state's, else the default. */
export function listFor(lists: readonly ListRow[], place: Omit<Place, 'id'>): ListRow {
  const ofState = lists.filter((l) => same(l.workState, place.workState));
  const found =
    ofState.find((l) => l.workLocation !== null && same(l.workLocation, place.workLocation)) ??
    ofState.find((l) => l.workLocation === null) ??
    lists.find((l) => l.isDefault);
  if (!found) throw new Error('There is no default holiday list.');
  return found;
}

const allLists = (db: DbOrTx) =>
  db.select().from(holidayLists).orderBy(desc(holidayLists.isDefault), asc(holidayLists.name));

async function defaultListId(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ id: holidayLists.id })
    .from(holidayLists)
    .where(eq(holidayLists.isDefault, true));
  if (!row) throw new Error('There is no default holiday list.');
  return row.id;
}

export async function listHolidayLists(db: DbOrTx): Promise<HolidayList[]> {
  const [lists, counts] = await allOn(db, [
    () => allLists(db),
    () => db.select({ listId: holidays.listId, n: count() }).from(holidays).groupBy(holidays.listId),
  ]);
  const countOf = new Map(counts.map((c) => [c.listId, c.n]));
  return lists.map((l) => toList(l, countOf.get(l.id) ?? 0));
}

const toList = (l: ListRow, holidayCount: number): HolidayList => ({
  id: l.id,
  name: l.name,
  workState: l.workState,
  workLocation: l.workLocation,
  optionalAllowed: l.optionalAllowed,
  isDefault: l.isDefault,
  holidayCount,
});

async function getHolidayList(db: DbOrTx, id: number): Promise<HolidayList> {
  const lists = await listHolidayLists(db);
  const found = lists.find((l) => l.id === id);
  if (!found) throw notFound('There is no such holiday list.');
  return found;
}

function checkPlace(input: HolidayListInput, isDefault: boolean) {
  if (!isDefault && !input.workState)
    throw validationFailed('Say which state the list is for.', { workState: 'Choose the state.' });
  if (isDefault && (input.workState || input.workLocation))
    throw validationFailed('The default list is for everyone without a list of their own.', {
      workState: 'The default list has no state.',
    });
  if (!input.workState && input.workLocation)
    throw validationFailed('An office list needs its state.', { workState: 'Choose the state.' });
}

export async function addHolidayList(db: DbOrTx, input: HolidayListInput): Promise<HolidayList> {
  checkPlace(input, false);
  const [row] = await db.insert(holidayLists).values(input).returning();
  return toList(row!, 0);
}

export async function updateHolidayList(
  db: DbOrTx,
  id: number,
  input: HolidayListInput,
): Promise<HolidayList> {
  const [current] = await db.select().from(holidayLists).where(eq(holidayLists.id, id));
  if (!current) throw notFound('There is no such holiday list.');
  checkPlace(input, current.isDefault);
  await db
    .update(holidayLists)
    .set({ ...input, version: sql`${holidayLists.version} + 1`, updatedAt: new Date() })
    .where(eq(holidayLists.id, id));
  return getHolidayList(db, id);
}

/** A list's holidays between two dates (the default list's when no list is named). */
export async function holidaysBetween(
  db: DbOrTx,
  from: string,
  to: string,
  listId?: number,
): Promise<Holiday[]> {
  const list = listId ?? (await defaultListId(db));
  return db
    .select(HOLIDAY_COLUMNS)
    .from(holidays)
    .where(and(eq(holidays.listId, list), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/**
 * Each person's days off between two dates: their list's mandatory holidays and the optional
 * ones they chose, in date order.
 */
export async function personalHolidays(
  db: DbOrTx,
  people: readonly Place[],
  from: string,
  to: string,
): Promise<Map<number, Holiday[]>> {
  const result = new Map<number, Holiday[]>(people.map((p) => [p.id, []]));
  if (people.length === 0) return result;
  const lists = await allLists(db);
  const listOf = new Map(people.map((p) => [p.id, listFor(lists, p).id]));
  const ids = people.map((p) => p.id);
  const [rows, choices] = await allOn(db, [
    () =>
      db
        .select(HOLIDAY_COLUMNS)
        .from(holidays)
        .where(
          and(
            inArray(holidays.listId, [...new Set(listOf.values())]),
            gte(holidays.date, from),
            lte(holidays.date, to),
          ),
        )
        .orderBy(asc(holidays.date)),
    () =>
      db
        .select({ employeeId: holidayChoices.employeeId, holidayId: holidayChoices.holidayId })
        .from(holidayChoices)
        .innerJoin(holidays, eq(holidays.id, holidayChoices.holidayId))
        .where(
          and(inArray(holidayChoices.employeeId, ids), gte(holidays.date, from), lte(holidays.date, to)),
        ),
  ]);
  const chosen = new Set(choices.map((c) => `${c.employeeId}:${c.holidayId}`));
  for (const person of people) {
    const list = listOf.get(person.id);
    result.set(
      person.id,
      rows.filter((h) => h.listId === list && (!h.optional || chosen.has(`${person.id}:${h.id}`))),
    );
  }
  return result;
}

/** The dates a person is off for holidays between two dates. */
export async function holidaySetOf(
  db: DbOrTx,
  person: Place,
  from: string,
  to: string,
): Promise<Set<string>> {
  const days = (await personalHolidays(db, [person], from, to)).get(person.id) ?? [];
  return new Set(days.map((h) => h.date));
}

export async function addHoliday(
  db: DbOrTx,
  input: { listId?: number; date: string; name: string; optional: boolean },
): Promise<Holiday> {
  const listId = input.listId ?? (await defaultListId(db));
  const [list] = await db
    .select({ id: holidayLists.id })
    .from(holidayLists)
    .where(eq(holidayLists.id, listId));
  if (!list) throw validationFailed('There is no such holiday list.', { listId: 'Choose a list.' });
  const [row] = await db
    .insert(holidays)
    .values({ ...input, listId })
    .onConflictDoNothing()
    .returning(HOLIDAY_COLUMNS);
  if (!row)
    throw validationFailed('There is a holiday on that date in this list already.', {
      date: 'Already a holiday.',
    });
  return row;
}

export async function removeHoliday(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
  if (deleted.length === 0) throw notFound('There is no such holiday.');
}

/** A person's list for a year: every holiday of it, the optional ones marked when chosen. */
export async function myHolidays(
  db: DbOrTx,
  employee: Place,
  year: number,
  now = Date.now(),
): Promise<MyHolidays> {
  const list = listFor(await allLists(db), employee);
  const [rows, choices] = await allOn(db, [
    () => holidaysBetween(db, `${year}-01-01`, `${year}-12-31`, list.id),
    () =>
      db
        .select({ holidayId: holidayChoices.holidayId })
        .from(holidayChoices)
        .where(eq(holidayChoices.employeeId, employee.id)),
  ]);
  const chosen = new Set(choices.map((c) => c.holidayId));
  return {
    year,
    today: istDate(now),
    list: { id: list.id, name: list.name, optionalAllowed: list.optionalAllowed },
    holidays: rows.map((h) => ({ ...h, chosen: h.optional && chosen.has(h.id) })),
  };
}

/**
 * Takes (or gives back) one of the person's optional holidays, until its day: at most the list's
 * allowance a year.
 */
export async function chooseHoliday(
  db: Db,
  employee: Place,
  holidayId: number,
  take: boolean,
  now = Date.now(),
): Promise<MyHolidays> {
  const today = istDate(now);
  const year = await db.transaction(async (tx) => {
    // One change at a time per person: the allowance check then holds.
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
    const list = listFor(await allLists(tx), employee);
    const [holiday] = await tx
      .select()
      .from(holidays)
      .where(and(eq(holidays.id, holidayId), eq(holidays.listId, list.id), eq(holidays.optional, true)));
    if (!holiday) throw notFound('There is no such optional holiday in your list.');
    const year = holiday.date.slice(0, 4);
    if (holiday.date <= today) throw conflict('This holiday has come: it can no longer be changed.');
    if (!take) {
      await tx
        .delete(holidayChoices)
        .where(and(eq(holidayChoices.employeeId, employee.id), eq(holidayChoices.holidayId, holidayId)));
      return Number(year);
    }
    const [taken] = await tx
      .select({ n: count() })
      .from(holidayChoices)
      .innerJoin(holidays, eq(holidays.id, holidayChoices.holidayId))
      .where(
        and(
          eq(holidayChoices.employeeId, employee.id),
          eq(holidays.listId, list.id),
          gte(holidays.date, `${year}-01-01`),
          lte(holidays.date, `${year}-12-31`),
          ne(holidays.id, holidayId),
        ),
      );
    if ((taken?.n ?? 0) >= list.optionalAllowed)
      throw conflict(
        list.optionalAllowed === 0
          ? 'Your holiday list has no optional holidays to choose.'
          : `You may choose ${list.optionalAllowed} optional holiday${list.optionalAllowed === 1 ? '' : 's'} in ${year}: give one back first.`,
      );
    await tx.insert(holidayChoices).values({ employeeId: employee.id, holidayId }).onConflictDoNothing();
    return Number(year);
  });
  return myHolidays(db, employee, year, now);
}
