/**
 * The sales person's follow-ups as a read-only layer of the company calendar (calendar/layers.ts):
 * the leads they own with a follow-up in the range, each linking to the lead's page.
 */
import type { CalendarEvent } from '@managewell/api/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import type { CalendarLayerProvider, CalendarRange } from '../../workplace/calendar';
import { leads } from '../leads';
import { leadSales } from './schema';

/** A follow-up is a call: half an hour in the calendar. */
const CALL_MS = 30 * 60_000;

export async function followUpEvents(db: Db, user: AuthUser, range: CalendarRange): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      leadId: leadSales.leadId,
      at: leadSales.nextFollowUpAt,
      firstName: leads.firstName,
      lastName: leads.lastName,
    })
    .from(leadSales)
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .where(
      and(
        eq(leadSales.ownerId, user.id),
        gte(leadSales.nextFollowUpAt, range.start),
        lt(leadSales.nextFollowUpAt, range.end),
      ),
    )
    .orderBy(asc(leadSales.nextFollowUpAt), asc(leadSales.leadId));
  return rows.map((row) => {
    const at = row.at!;
    return {
      id: `follow-ups-${row.leadId}`,
      title: `Call ${[row.firstName, row.lastName].filter(Boolean).join(' ')}`,
      start: at.toISOString(),
      end: new Date(at.getTime() + CALL_MS).toISOString(),
      allDay: false,
      url: `/app/sales/leads/${row.leadId}`,
      borderColor: '#15803d',
      backgroundColor: '#dcfce7',
      textColor: '#14532d',
      layer: '',
      editable: false,
      shared: false,
    };
  });
}

export const followUpLayer: CalendarLayerProvider = {
  key: 'follow-ups',
  label: 'My follow-ups',
  roles: ['sales'],
  events: followUpEvents,
};
