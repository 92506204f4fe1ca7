import type { QuotationContent } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { leads } from '../leads';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The price catalogue the quotation team keeps. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hsnSac: text('hsn_sac').notNull(),
    unit: text('unit').notNull(),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    gstRateBps: integer('gst_rate_bps').notNull(),
    quantityBasis: text('quantity_basis').notNull().default('fixed'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_items_code_key').on(t.code),
    index('catalogue_items_name_idx').on(t.name, t.id),
    check('catalogue_items_rate_check', sql`${t.ratePaise} >= 0`),
  ],
);

/**
 * One quotation per lead. `draft` is the working content (what the builder edits); every saved
 * step (costed, extra payment, terms, send) freezes it as a new row of quotation_versions.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** MW/2026-27/0042: per financial year, gap-free. */
    number: text('number').notNull(),
    status: text('status').notNull().default('draft'),
    /** Optimistic lock: every edit names the version it loaded; a stale one is refused (409). */
    version: integer('version').notNull().default(1),
    draft: jsonb('draft').$type<QuotationContent>().notNull(),
    /** The draft's grand total, for the list (sorting, the value column). */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    latestVersion: integer('latest_version').notNull().default(0),
    /** The quotation (costing) person who built it. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    /** Lower-cased number and customer name: what the list's search matches. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_lead_id_key').on(t.leadId),
    uniqueIndex('quotations_number_key').on(t.number),
    index('quotations_updated_at_idx').on(t.updatedAt, t.id),
    index('quotations_status_updated_at_idx').on(t.status, t.updatedAt, t.id),
    index('quotations_total_idx').on(t.totalPaise, t.id),
    index('quotations_owner_idx').on(t.ownerId, t.updatedAt),
    index('quotations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'quotations_status_check',
      sql`${t.status} in ('draft', 'costed', 'sent', 'changes_requested', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

/** A frozen version of a quotation: never updated except to record sending and the customer's answer. */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    no: integer('no').notNull(),
    content: jsonb('content').$type<QuotationContent>().notNull(),
    /** sha256 of the canonical JSON of `content`: what an acceptance is bound to. */
    contentHash: text('content_hash').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The customer's link: random, unguessable; set when the version is sent. */
    token: text('token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentTo: text('sent_to'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    acceptedHash: text('accepted_hash'),
    /** When the owner was told this sent version's validity runs out soon: once per version. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (t) => [
    unique('quotation_versions_quotation_no_key').on(t.quotationId, t.no),
    uniqueIndex('quotation_versions_token_key').on(t.token),
  ],
);

/** "Ask for changes" messages from the customer's link. */
export const quotationChangeRequests = pgTable(
  'quotation_change_requests',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => quotationVersions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('quotation_change_requests_version_idx').on(t.versionId)],
);

/** Reusable payment schedules and terms sales picks from on prepare-terms. */
export const termsTemplates = pgTable(
  'terms_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    milestones: jsonb('milestones').$type<{ label: string; percent: number }[]>().notNull(),
    validityDays: integer('validity_days').notNull(),
    timeline: text('timeline').notNull(),
    warranty: text('warranty').notNull(),
    exclusions: text('exclusions').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('terms_templates_name_key').on(t.name)],
);
