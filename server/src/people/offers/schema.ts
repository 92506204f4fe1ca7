/** Offer letters to candidates and the letter template they are made from. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { employees } from '../hr';

/** The offer-letter template HR edits (one row, id 1): text with {{merge fields}}. */
export const offerTemplates = pgTable('offer_templates', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A candidate's offer (the candidate's record until they join): the offered job and monthly
 * salary components in paise, the letter text (the template at creation, merged when shown),
 * the public link's token once sent, and what the candidate did with it.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** 'MW-OL/2026-27/0001' (documents numbering, series 'offer-letter'). */
    number: text('number').notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    candidatePhone: text('candidate_phone'),
    designation: text('designation').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    workState: text('work_state').notNull(),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    basic: integer('basic').notNull(),
    hra: integer('hra').notNull(),
    special: integer('special').notNull(),
    other: integer('other').notNull(),
    /** The template's text when the offer was made. */
    body: text('body').notNull(),
    /** draft | sent | viewed | accepted | declined | withdrawn ('expired' is derived from expires_on). */
    status: text('status').notNull().default('draft'),
    /** The candidate link's secret (base64url, 32 characters), set when first sent. */
    token: text('token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    /** sha256 of the canonical JSON of what was accepted (documents/acceptance contentHash). */
    acceptedHash: text('accepted_hash'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The employee an accepted offer became (set once, by HR's convert). */
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_number_key').on(t.number),
    uniqueIndex('offers_token_key').on(t.token),
    uniqueIndex('offers_employee_key').on(t.employeeId),
    index('offers_status_idx').on(t.status, t.id),
    check(
      'offers_status_check',
      sql`${t.status} in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'withdrawn')`,
    ),
    check(
      'offers_amounts_check',
      sql`${t.basic} > 0 and ${t.hra} >= 0 and ${t.special} >= 0 and ${t.other} >= 0`,
    ),
  ],
);
