import type { CalendarEvent, CalendarLayer, Role } from '@managewell/api/contract';
import { approvedLeaveEvents, holidayEvents } from '../../people/hr/calendar-layers';
import { followUpEvents } from '../../pipeline/sales/calendar-layer';
import type { Db } from '../../platform/db/client';
import type { AuthUser } from '../../platform/http/access';
import { storedEvents } from './service';

export interface CalendarRange {
  start: Date;
  end: Date;
}

/**
 * One layer of the company calendar. `events` returns the layer's events overlapping the range
 * that this user may see. Layers other than the calendar's own are read-only (their data is
 * changed on its own pages: leave requests, holidays, follow-ups).
 */
export interface CalendarLayerProvider {
  /** Unique, short, URL-safe ('leave', 'holidays', 'follow-ups'); also the prefix of event ids. */
  key: string;
  label: string;
  /** Roles that see the layer ('authenticated': everyone signed in). */
  roles: 'authenticated' | readonly Role[];
  events(db: Db, user: AuthUser, range: CalendarRange): Promise<CalendarEvent[]>;
}

/**
 * The layers of the calendar, in display order. To add one, write a provider in your module
 * (as hr/calendar-layers.ts and sales/calendar-layer.ts do) and append one entry here, e.g.
 *
 *   { key: 'leave', label: 'Approved leave', roles: 'authenticated', events: approvedLeaveEvents },
 *
 * Its events get `layer: key`, `editable: false` and ids like `leave-42`.
 */
export const CALENDAR_LAYERS: CalendarLayerProvider[] = [
  { key: 'events', label: 'Company calendar', roles: 'authenticated', events: storedEvents },
  { key: 'holidays', label: 'Holidays', roles: 'authenticated', events: holidayEvents },
  { key: 'leave', label: 'Approved leave', roles: 'authenticated', events: approvedLeaveEvents },
  { key: 'follow-ups', label: 'My follow-ups', roles: ['sales'], events: followUpEvents },
];

export function layersFor(user: AuthUser, layers = CALENDAR_LAYERS): CalendarLayerProvider[] {
  return layers.filter((layer) => layer.roles === 'authenticated' || layer.roles.includes(user.role));
}

export function describeLayers(user: AuthUser, layers = CALENDAR_LAYERS): CalendarLayer[] {
  return layersFor(user, layers).map((layer) => ({
    key: layer.key,
    label: layer.label,
    readOnly: layer.key !== 'events',
  }));
}

/** The events of the chosen layers (all the user may see when none is chosen), in start order. */
export async function eventsInRange(
  db: Db,
  user: AuthUser,
  range: CalendarRange,
  chosen: string[] | null,
  layers = CALENDAR_LAYERS,
): Promise<CalendarEvent[]> {
  const visible = layersFor(user, layers).filter((layer) => !chosen || chosen.includes(layer.key));
  const lists = await Promise.all(visible.map((layer) => layer.events(db, user, range)));
  return lists
    .flatMap((list, i) =>
      list.map((event) =>
        visible[i]!.key === 'events' ? event : { ...event, layer: visible[i]!.key, editable: false },
      ),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
