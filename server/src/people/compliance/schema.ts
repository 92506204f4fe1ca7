import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/** A published version of the NDA or the conflict-of-interest policy; versions are never edited. */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** sha256 (hex) of the title and text: what an acknowledgement agreed to. */
    contentHash: text('content_hash').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policy_versions_kind_version_key').on(t.kind, t.version),
    check('policy_versions_kind_check', sql`${t.kind} in ('nda', 'conflict-of-interest')`),
  ],
);

export type Declaration = { kind: 'none' } | { kind: 'interests'; interests: string };

/** An employee's acknowledgement of one version: typed name, time, address and the content hash. */
export const policyAcknowledgements = pgTable(
  'policy_acknowledgements',
  {
    id: serial('id').primaryKey(),
    policyVersionId: integer('policy_version_id')
      .notNull()
      .references(() => policyVersions.id, { onDelete: 'restrict' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    typedName: text('typed_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    contentHash: text('content_hash').notNull(),
    declaration: jsonb('declaration').$type<Declaration>(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policy_acknowledgements_version_employee_key').on(t.policyVersionId, t.employeeId),
    index('policy_acknowledgements_employee_idx').on(t.employeeId),
  ],
);
