import { createHash } from 'node:crypto';
import type {
  AcknowledgeInput,
  AcknowledgementView,
  MyPolicy,
  PolicyKind,
  PolicyStatusRow,
  PolicyVersionView,
} from '@managewell/api/contract';
import { POLICY_LABEL } from '@managewell/api/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { normaliseName } from '../../platform/lib';
import { createNotification } from '../../workplace/notifications';
import type { Employee } from '../hr';
import { employees } from '../hr';
import { type Declaration, policyAcknowledgements, policyVersions } from './schema';

/** Who is asked to acknowledge: everyone still employed. */
const CURRENT_STAFF = ['active', 'notice'];

/** sha256 (hex) of what was published: an acknowledgement records the hash of what it agreed to. */
export function policyHash(title: string, body: string): string {
  return createHash('sha256').update(JSON.stringify({ title, body })).digest('hex');
}

function versionView(row: typeof policyVersions.$inferSelect): PolicyVersionView {
  return {
    kind: row.kind as PolicyKind,
    version: row.version,
    title: row.title,
    body: row.body,
    contentHash: row.contentHash,
    publishedAt: row.publishedAt.toISOString(),
  };
}

async function currentVersion(db: DbOrTx, kind: PolicyKind) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(eq(policyVersions.kind, kind))
    .orderBy(desc(policyVersions.version))
    .limit(1);
  return row ?? null;
}

export interface PolicyOverview {
  versions: (PolicyVersionView & { acknowledged: number })[];
  staff: number;
}

export async function policyOverview(db: Db, kind: PolicyKind): Promise<PolicyOverview> {
  const [versions, [staff]] = await Promise.all([
    db
      .select({
        version: policyVersions,
        acknowledged: sql<number>`(select count(*)::int from ${policyAcknowledgements} where ${policyAcknowledgements.policyVersionId} = ${policyVersions.id})`,
      })
      .from(policyVersions)
      .where(eq(policyVersions.kind, kind))
      .orderBy(desc(policyVersions.version)),
    db.select({ n: count() }).from(employees).where(inArray(employees.status, CURRENT_STAFF)),
  ]);
  return {
    versions: versions.map((v) => ({ ...versionView(v.version), acknowledged: v.acknowledged })),
    staff: staff!.n,
  };
}

/** Publishes the next version and asks everyone (a notification to all staff). */
export async function publishPolicy(
  db: Db,
  kind: PolicyKind,
  input: { title: string; body: string },
  actorId: number,
): Promise<PolicyVersionView> {
  return db.transaction(async (tx) => {
    // One publisher at a time per kind: the next number is read and used under the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`policy:${kind}`}))`);
    const current = await currentVersion(tx, kind);
    const [row] = await tx
      .insert(policyVersions)
      .values({
        kind,
        version: (current?.version ?? 0) + 1,
        title: input.title,
        body: input.body,
        contentHash: policyHash(input.title, input.body),
        publishedBy: actorId,
      })
      .returning();
    await createNotification(tx, {
      group: 'all',
      title: `${POLICY_LABEL[kind]}: version ${row!.version}`,
      link: `/app/employee/compliance/${kind}`,
      content: `A new version of the ${POLICY_LABEL[kind].toLowerCase()} is published. Please read and acknowledge it in self-service.`,
    });
    return versionView(row!);
  });
}

export async function policyStatus(
  db: Db,
  kind: PolicyKind,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; state: 'all' | 'acknowledged' | 'pending' },
): Promise<{
  version: number | null;
  items: PolicyStatusRow[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const current = await currentVersion(db, kind);
  if (!current) return { version: null, items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const join = and(
    eq(policyAcknowledgements.employeeId, employees.id),
    eq(policyAcknowledgements.policyVersionId, current.id),
  );
  const filters: SQL[] = [inArray(employees.status, CURRENT_STAFF)];
  if (query.state === 'acknowledged') filters.push(isNotNull(policyAcknowledgements.id));
  if (query.state === 'pending') filters.push(isNull(policyAcknowledgements.id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ employee: employees, ack: policyAcknowledgements })
      .from(employees)
      .leftJoin(policyAcknowledgements, join)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(employees.code) : desc(employees.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).leftJoin(policyAcknowledgements, join).where(where),
  ]);
  return {
    version: current.version,
    items: rows.map(({ employee: e, ack }) => ({
      employeeId: e.id,
      code: e.code,
      fullName: e.fullName,
      department: e.department,
      acknowledgedAt: ack?.acknowledgedAt.toISOString() ?? null,
      typedName: ack?.typedName ?? null,
      declaration: ack?.declaration ?? null,
    })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A personal notification to everyone who has not acknowledged the current version; returns how many. */
export async function remindPending(db: Db, kind: PolicyKind): Promise<number> {
  const current = await currentVersion(db, kind);
  if (!current) throw notFound(`No ${POLICY_LABEL[kind].toLowerCase()} is published yet.`);
  const pending = await db
    .select({ userId: employees.userId })
    .from(employees)
    .leftJoin(
      policyAcknowledgements,
      and(
        eq(policyAcknowledgements.employeeId, employees.id),
        eq(policyAcknowledgements.policyVersionId, current.id),
      ),
    )
    .where(
      and(
        inArray(employees.status, CURRENT_STAFF),
        isNull(policyAcknowledgements.id),
        isNotNull(employees.userId),
      ),
    );
  await db.transaction(async (tx) => {
    for (const { userId } of pending) {
      await createNotification(tx, {
        group: 'personal',
        userId: userId!,
        title: `Reminder: ${POLICY_LABEL[kind]}`,
        content: `Please read and acknowledge version ${current.version} of the ${POLICY_LABEL[kind].toLowerCase()} in self-service.`,
      });
    }
  });
  return pending.length;
}

function ackView(version: number, row: typeof policyAcknowledgements.$inferSelect): AcknowledgementView {
  return {
    version,
    typedName: row.typedName,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    contentHash: row.contentHash,
    declaration: row.declaration ?? null,
  };
}

export async function myPolicy(db: Db, kind: PolicyKind, employeeId: number): Promise<MyPolicy> {
  const current = await currentVersion(db, kind);
  if (!current) return { current: null, acknowledgement: null };
  const [ack] = await db
    .select()
    .from(policyAcknowledgements)
    .where(
      and(
        eq(policyAcknowledgements.policyVersionId, current.id),
        eq(policyAcknowledgements.employeeId, employeeId),
      ),
    );
  return { current: versionView(current), acknowledgement: ack ? ackView(current.version, ack) : null };
}

/** Records the acknowledgement of the current version (typed name must be the person's name). */
export async function acknowledgePolicy(
  db: Db,
  kind: PolicyKind,
  me: Employee,
  input: AcknowledgeInput,
  client: { ip: string; userAgent: string | null },
): Promise<MyPolicy> {
  if (normaliseName(input.typedName) !== normaliseName(me.fullName)) {
    throw validationFailed('Please type your full name as HR has it.', {
      typedName: `Please type your full name exactly: ${me.fullName}.`,
    });
  }
  let declaration: Declaration | null = null;
  if (kind === 'conflict-of-interest') {
    if (!input.declaration) {
      throw validationFailed('Please declare your interests.', {
        declaration: 'Please declare none, or list your interests.',
      });
    }
    declaration = input.declaration;
  } else if (input.declaration) {
    throw validationFailed('Please correct the request.', { declaration: 'The NDA takes no declaration.' });
  }
  const current = await currentVersion(db, kind);
  if (!current) throw notFound(`No ${POLICY_LABEL[kind].toLowerCase()} is published yet.`);
  if (current.version !== input.version) {
    throw conflict(
      `Version ${current.version} is now the current one: please read it and acknowledge again.`,
    );
  }
  const inserted = await db
    .insert(policyAcknowledgements)
    .values({
      policyVersionId: current.id,
      employeeId: me.id,
      typedName: input.typedName,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      contentHash: current.contentHash,
      declaration,
    })
    .onConflictDoNothing()
    .returning({ id: policyAcknowledgements.id });
  if (inserted.length === 0) throw conflict('You have already acknowledged this version.');
  return myPolicy(db, kind, me.id);
}
