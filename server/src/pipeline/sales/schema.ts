import { SALES_STAGES } from '@managewell/api/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db';
import { leads } from '../leads';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const stageList = SALES_STAGES.map((s) => `'${s}'`).join(', ');

/**
 * A verified lead's place in the sales flow: one row per verified lead, made when verification
 * hands the lead to sales (leads/service.ts verifyLead). `version` guards every change.
 */
export const leadSales = pgTable(
  'lead_sales',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull().default('to_call'),
    /** The sales person who looks after the lead (the last one who worked on it when none was set). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** When the owner was told the follow-up is due (null: not yet; reset with every new date). */
    followUpRemindedAt: timestamp('follow_up_reminded_at', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_sales_stage_check', sql.raw(`stage in (${stageList})`)),
    index('lead_sales_stage_idx').on(t.stage, t.nextFollowUpAt, t.leadId),
    index('lead_sales_owner_idx').on(t.ownerId, t.nextFollowUpAt),
    index('lead_sales_due_idx').on(t.nextFollowUpAt).where(sql`follow_up_reminded_at is null`),
  ],
);

/** Calls made to a lead (Call To Customer), newest last. */
export const leadCalls = pgTable(
  'lead_calls',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    note: text('note'),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'lead_calls_outcome_check',
      sql`outcome in ('interested', 'not_interested', 'call_back', 'unreachable')`,
    ),
    index('lead_calls_lead_idx').on(t.leadId, t.at),
    index('lead_calls_at_idx').on(t.at),
  ],
);

/** The customer's requirement (pre-quotation): one current row per lead; `version` counts its saves. */
export const leadRequirements = pgTable('lead_requirements', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  projectType: text('project_type').notNull(),
  siteAddress: text('site_address').notNull(),
  siteState: text('site_state').notNull(),
  lengthM: doublePrecision('length_m').notNull(),
  widthM: doublePrecision('width_m').notNull(),
  shallowDepthM: doublePrecision('shallow_depth_m').notNull(),
  deepDepthM: doublePrecision('deep_depth_m').notNull(),
  shape: text('shape').notNull(),
  finish: text('finish').notNull(),
  filtration: text('filtration').notNull(),
  heating: text('heating').notNull(),
  lighting: text('lighting').notNull(),
  accessories: text('accessories').array().notNull().default(sql`'{}'::text[]`),
  budgetMinPaise: bigint('budget_min_paise', { mode: 'number' }),
  budgetMaxPaise: bigint('budget_max_paise', { mode: 'number' }),
  notes: text('notes'),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files sales keeps on a lead, stored under DATA_DIR/uploads: site photos, design drawings
 * (versions kept: a new upload of a design is a new row with the next number), checklist photos.
 */
export const salesFiles = pgTable(
  'sales_files',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'site-photo' | 'design' | 'checklist-photo'. */
    kind: text('kind').notNull(),
    /** Designs: 1, 2, 3 … per lead. */
    designVersion: integer('design_version'),
    title: text('title'),
    /** The design the customer chose (at most one per lead). */
    chosen: boolean('chosen').notNull().default(false),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sales_files_kind_check', sql`kind in ('site-photo', 'design', 'checklist-photo')`),
    index('sales_files_lead_idx').on(t.leadId, t.kind),
    unique('sales_files_design_version_key').on(t.leadId, t.kind, t.designVersion),
  ],
);

/** The handover checklist of an accepted lead: one row per item of the template. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    done: boolean('done').notNull().default(false),
    doneOn: text('done_on'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    photoId: integer('photo_id').references(() => salesFiles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('checklist_items_lead_key').on(t.leadId, t.key),
    index('checklist_items_lead_idx').on(t.leadId),
  ],
);
