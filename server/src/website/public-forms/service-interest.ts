import { LEAD_INTERESTS, type LeadInterest } from '@managewell/api/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { contentItems, contentSlugHistory } from '../site';

/** What an enquiry's service slug gives its lead: an interest, or else the service's name for the notes. */
export interface EnquiryInterest {
  interest: LeadInterest | null;
  /** The service as the customer chose it, when no interest says it (null for 'other'). */
  unmapped: string | null;
}

/**
 * The lead interest of an enquiry's service: the interest its service item declares, the slug
 * itself when it already is an interest, or none (the service's title then goes into the notes).
 */
export async function enquiryInterest(db: DbOrTx, slug: string): Promise<EnquiryInterest> {
  const service = await enquiryService(db, slug);
  const interest = service?.interest ?? LEAD_INTERESTS.find((i) => i === slug) ?? null;
  if (interest) return { interest, unmapped: null };
  return { interest: null, unmapped: slug === 'other' ? null : (service?.title ?? slug) };
}

interface EnquiryService {
  title: string;
  interest: LeadInterest | null;
}

/**
 * The service an enquiry names by slug, found by its current or an earlier slug (a page cached
 * before a rename still sends the old one); null for 'other' or a service that does not exist.
 */
async function enquiryService(db: DbOrTx, slug: string): Promise<EnquiryService | null> {
  const [row] = await db
    .select({ title: contentItems.title, interest: sql<unknown>`${contentItems.data}->>'leadInterest'` })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'service'),
        isNull(contentItems.parentId),
        or(
          eq(contentItems.slug, slug),
          sql`${contentItems.id} in (select ${contentSlugHistory.itemId} from ${contentSlugHistory} where ${contentSlugHistory.kind} = 'service' and ${contentSlugHistory.slug} = ${slug})`,
        ),
      ),
    )
    .orderBy(sql`${contentItems.slug} = ${slug} desc`)
    .limit(1);
  if (!row) return null;
  const interest = LEAD_INTERESTS.find((i) => i === row.interest) ?? null;
  return { title: row.title, interest };
}
