/**
 * Reading the outbox: a staff member sees the mail they queued and the mail about their role's
 * work (contract MAIL_ABOUT_ROLES, narrowed per kind by restrictMailReaders); anything else answers
 * 404, as if it did not exist.
 */
import {
  MAIL_ABOUT_ROLES,
  type MailAboutKind,
  type MailStatus,
  type OutboxAttachment,
  type OutboxMail,
  type OutboxMailSummary,
  type Page,
  type Role,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { mailAttachments, mailOutbox } from './schema';

export interface OutboxReader {
  id: number;
  role: Role;
}

/** The `about.kind`s whose mail this role reads besides its own. */
export function kindsReadBy(role: Role): string[] {
  return Object.entries(MAIL_ABOUT_ROLES)
    .filter(([, roles]) => (roles as readonly Role[]).includes(role))
    .map(([kind]) => kind);
}

/**
 * Narrower rules, per kind, for which of its roles' staff read a mail (e.g. lead mail only for the
 * lead's owner), registered at start-up by the module that owns the kind so this one depends on none.
 */
const readerRules = new Map<MailAboutKind, (reader: OutboxReader) => SQL>();

/** Sets the rule a reader of `kind`'s roles must also meet; registering a kind again replaces it. */
export function restrictMailReaders(kind: MailAboutKind, rule: (reader: OutboxReader) => SQL): void {
  readerRules.set(kind, rule);
}

function visibleTo(reader: OutboxReader): SQL {
  const kinds = kindsReadBy(reader.role);
  const open = kinds.filter((kind) => !readerRules.has(kind as MailAboutKind));
  const narrowed = kinds
    .filter((kind) => readerRules.has(kind as MailAboutKind))
    .map((kind) => and(eq(mailOutbox.aboutKind, kind), readerRules.get(kind as MailAboutKind)!(reader)));
  return or(
    eq(mailOutbox.queuedBy, reader.id),
    open.length > 0 ? inArray(mailOutbox.aboutKind, open) : undefined,
    ...narrowed,
  ) as SQL;
}

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  cc: mailOutbox.cc,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  aboutKind: mailOutbox.aboutKind,
  aboutId: mailOutbox.aboutId,
  queuedById: mailOutbox.queuedBy,
  queuedByName: users.fullName,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  attachmentCount: sql<number>`(select count(*)::int from ${mailAttachments} where ${mailAttachments.mailId} = ${mailOutbox.id})`,
};

type SummaryRow = {
  id: number;
  to: string;
  cc: string[];
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  aboutKind: string;
  aboutId: number;
  queuedById: number | null;
  queuedByName: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attachmentCount: number;
};

function toSummary(row: SummaryRow): OutboxMailSummary {
  return {
    id: row.id,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    about: { kind: row.aboutKind, id: row.aboutId },
    queuedBy: row.queuedById === null ? null : { id: row.queuedById, fullName: row.queuedByName ?? '' },
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachmentCount: Number(row.attachmentCount),
  };
}

/** The reader's outbox, newest first. */
export async function listOutbox(
  db: DbOrTx,
  reader: OutboxReader,
  query: { page: number; pageSize: number; status?: MailStatus },
): Promise<Page<OutboxMailSummary>> {
  const where = and(visibleTo(reader), query.status ? eq(mailOutbox.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .leftJoin(users, eq(users.id, mailOutbox.queuedBy))
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One mail with its bodies and attachment list, or null when missing or not the reader's. */
export async function getOutboxMail(
  db: DbOrTx,
  reader: OutboxReader,
  id: number,
): Promise<OutboxMail | null> {
  const [row] = await db
    .select({ ...summaryColumns, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.queuedBy))
    .where(and(eq(mailOutbox.id, id), visibleTo(reader)));
  if (!row) return null;
  const attachments: OutboxAttachment[] = await db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      bytes: mailAttachments.bytes,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, id))
    .orderBy(asc(mailAttachments.position));
  return { ...toSummary(row), text: row.text, html: row.html, attachments };
}

/** An attachment's bytes, when its mail is the reader's. */
export async function getOutboxAttachment(
  db: DbOrTx,
  reader: OutboxReader,
  mailId: number,
  attachmentId: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.mailId, mailId), visibleTo(reader)));
  return row ?? null;
}
