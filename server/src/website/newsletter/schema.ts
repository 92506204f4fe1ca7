import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The public site's newsletter list, double opt-in: a row is pending until its confirmation
 * link is followed. Only sha256 hashes of the links' tokens are stored.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, so one address is one row. */
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    /** The pending confirmation link's token hash; null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** When and from where the visitor asked to be signed up (their consent). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentIp: text('consent_ip'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(t.unsubscribeTokenHash),
    index('newsletter_subscribers_consent_at_idx').on(t.consentAt),
    check(
      'newsletter_subscribers_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
