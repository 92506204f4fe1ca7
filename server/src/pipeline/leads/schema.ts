import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    company: text('company'),
    designation: text('designation'),
    /** Lower-cased. */
    email: text('email'),
    /** The 10 national digits. */
    mobile: text('mobile').notNull(),
    mobileCode: text('mobile_code').notNull().default('91'),
    /** '+91' + the 10 digits: what duplicate detection compares. */
    mobileNormalised: text('mobile_normalised').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    website: text('website'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    /** Upper-cased; set for a customer buying as a GST-registered business. */
    gstin: text('gstin'),
    billingAddress: text('billing_address'),
    /** One of the Indian states' names, as the contract lists them. */
    billingState: text('billing_state'),
    notes: text('notes'),
    interests: text('interests'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    dealSize: bigint('deal_size', { mode: 'number' }),
    potential: text('potential'),
    source: text('source').notNull(),
    status: text('status').notNull().default('new'),
    rejectionReason: text('rejection_reason'),
    /** The lead this one was merged into (status 'merged'): its histories and files moved there. */
    mergedInto: integer('merged_into').references((): AnyPgColumn => leads.id),
    /** The site-survey point (WGS 84, 6 decimals, about 10 cm): both set or both null. */
    siteLatitude: numeric('site_latitude', { precision: 8, scale: 6, mode: 'number' }),
    siteLongitude: numeric('site_longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** Staff's note on the site (access, landmarks); internal. */
    siteNote: text('site_note'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Idempotency-Key of the public form submission that made the lead (null for staff-made
     * leads): unique, so a retried submission finds its lead instead of making a second one.
     */
    idempotencyKey: uuid('idempotency_key').unique('leads_idempotency_key_unique'),
    /** Lower-cased name, e-mail and mobile digits: what the list's free-text search matches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || mobile)`,
      ),
  },
  (t) => [
    check('leads_status_check', sql`${t.status} in ('new', 'verified', 'rejected', 'merged')`),
    check(
      'leads_site_check',
      sql`(${t.siteLatitude} is null) = (${t.siteLongitude} is null) and ${t.siteLatitude} between -90 and 90 and ${t.siteLongitude} between -180 and 180`,
    ),
    check('leads_merged_check', sql`(${t.status} = 'merged') = (${t.mergedInto} is not null)`),
    // Plain ascending keys: a backward scan serves ORDER BY … DESC (NULLS FIRST, PostgreSQL's default),
    // which an index declared DESC NULLS LAST would not.
    index('leads_created_at_idx').on(t.createdAt, t.id),
    index('leads_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('leads_source_created_at_idx').on(t.source, t.createdAt, t.id),
    index('leads_first_name_idx').on(t.firstName, t.id),
    index('leads_city_idx').on(t.city, t.id),
    index('leads_status_id_idx').on(t.status, t.id),
    index('leads_source_id_idx').on(t.source, t.id),
    index('leads_mobile_normalised_idx').on(t.mobileNormalised),
    index('leads_email_idx').on(t.email),
    index('leads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const leadHistory = pgTable(
  'lead_history',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    reason: text('reason'),
  },
  (t) => [index('lead_history_lead_id_idx').on(t.leadId, t.at)],
);

/** Files sent with a lead (a career application's resume), stored under DATA_DIR/uploads. */
export const leadAttachments = pgTable(
  'lead_attachments',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Random name on disk; never derived from what the visitor sent. */
    storedName: text('stored_name').notNull(),
    /** The visitor's file name, for display only. */
    originalName: text('original_name').notNull(),
    /** Detected from the content, not from the name or the declared type. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_attachments_lead_idx').on(t.leadId)],
);
