/** The joining kit: documents a new joiner uploads and HR verifies. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/**
 * One document of a person's joining kit per kind (photo, PAN, …): the file is stored under
 * DATA_DIR/uploads/joining-kit with a random name; a new upload of the same kind replaces it.
 */
export const joiningDocuments = pgTable(
  'joining_documents',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** uploaded → verified | ask-again. */
    status: text('status').notNull().default('uploaded'),
    /** The file's name on disk (random); 'demo:<kind>' for the seed's demo documents, made when first read. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: text('note'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('joining_documents_employee_kind_key').on(t.employeeId, t.kind),
    index('joining_documents_status_idx').on(t.status, t.uploadedAt),
    check('joining_documents_status_check', sql`${t.status} in ('uploaded', 'verified', 'ask-again')`),
    check(
      'joining_documents_kind_check',
      sql`${t.kind} in ('photo', 'pan', 'address-proof', 'bank-proof', 'education', 'experience')`,
    ),
  ],
);
