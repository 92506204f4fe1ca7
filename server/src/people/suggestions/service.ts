import { createHash, randomBytes } from 'node:crypto';
import type { SuggestionStatus, SuggestionView } from '@managewell/api/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import type { Employee } from '../hr';
import { employees } from '../hr';
import { suggestions } from './schema';

const hashReceipt = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

function view(row: typeof suggestions.$inferSelect, author: string | null): SuggestionView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    anonymous: row.anonymous,
    author: row.anonymous ? null : author,
    status: row.status as SuggestionStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/**
 * Stores a suggestion. An anonymous one keeps no author: the sender gets a receipt (shown once)
 * to read the answer with; only its hash is stored.
 */
export async function submitSuggestion(
  db: Db,
  me: Employee,
  input: { title: string; body: string; category: string; anonymous: boolean },
): Promise<{ suggestion: SuggestionView; receipt: string | null }> {
  const receipt = input.anonymous ? randomBytes(18).toString('base64url') : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suggestions)
      .values({
        authorEmployeeId: input.anonymous ? null : me.id,
        anonymous: input.anonymous,
        receiptHash: receipt ? hashReceipt(receipt) : null,
        title: input.title,
        body: input.body,
        category: input.category,
      })
      .returning();
    await createNotification(tx, {
      group: 'role',
      role: 'hr',
      title: `New suggestion: ${input.title}`,
      content: input.anonymous ? 'An anonymous suggestion was sent.' : `${me.fullName} sent a suggestion.`,
    });
    return { suggestion: view(row!, me.fullName), receipt };
  });
}

export async function mySuggestions(db: Db, me: Employee): Promise<SuggestionView[]> {
  const rows = await db
    .select()
    .from(suggestions)
    .where(eq(suggestions.authorEmployeeId, me.id))
    .orderBy(desc(suggestions.createdAt));
  return rows.map((r) => view(r, me.fullName));
}

export async function suggestionByReceipt(db: Db, receipt: string): Promise<SuggestionView> {
  const [row] = await db
    .select()
    .from(suggestions)
    .where(eq(suggestions.receiptHash, hashReceipt(receipt)));
  if (!row) throw notFound('No suggestion has this receipt.');
  return view(row, null);
}

export async function listSuggestions(
  db: Db,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; status?: SuggestionStatus | undefined },
): Promise<{ items: SuggestionView[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(suggestions.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: suggestions, author: employees.fullName })
      .from(suggestions)
      .leftJoin(employees, eq(employees.id, suggestions.authorEmployeeId))
      .where(where)
      .orderBy(
        query.order === 'asc' ? asc(suggestions.createdAt) : desc(suggestions.createdAt),
        desc(suggestions.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(suggestions).where(where),
  ]);
  return {
    items: rows.map((r) => view(r.s, r.author)),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** HR answers and sets the status (optimistic on version); a known author is told. */
export async function answerSuggestion(
  db: Db,
  id: number,
  input: { status: SuggestionStatus; answer: string; version: number },
  actorId: number,
): Promise<SuggestionView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(suggestions)
      .set({
        status: input.status,
        answer: input.answer,
        answeredBy: actorId,
        answeredAt: new Date(),
        version: sql`${suggestions.version} + 1`,
      })
      .where(and(eq(suggestions.id, id), eq(suggestions.version, input.version)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: suggestions.id })
        .from(suggestions)
        .where(eq(suggestions.id, id));
      if (!exists) throw notFound('No such suggestion.');
      throw conflict('This suggestion was answered meanwhile: reload it and try again.');
    }
    let author: string | null = null;
    if (row.authorEmployeeId !== null) {
      const [person] = await tx
        .select({ userId: employees.userId, fullName: employees.fullName })
        .from(employees)
        .where(eq(employees.id, row.authorEmployeeId));
      author = person?.fullName ?? null;
      if (person?.userId) {
        await createNotification(tx, {
          group: 'personal',
          userId: person.userId,
          title: `Your suggestion was answered: ${row.title}`,
          content: input.answer.slice(0, 500),
        });
      }
    }
    return view(row, author);
  });
}
