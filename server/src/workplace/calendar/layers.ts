import type { CalendarEvent, CalendarLayer, Role } from '@managewell/api/contract';
import type { Db } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { type CalendarRange, storedEvents } from './service';

export type { CalendarRange };

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
 * The layers of the calendar, in display order: the calendar's own events, then the layers other
 * modules register at start-up (`registerCalendarLayer`, called by app.ts with providers such as
 * people/hr's holidays and leave and pipeline/sales's follow-ups), so this module depends on none
 * of them. Their events get `layer: key`, `editable: false` and ids like `leave-42`.
 */
export const CALENDAR_LAYERS: CalendarLayerProvider[] = [
  { key: 'events', label: 'Company calendar', roles: 'authenticated', events: storedEvents },
];

/** Adds a layer after the ones already there; registering a key again replaces that layer. */
export function registerCalendarLayer(layer: CalendarLayerProvider): void {
  const at = CALENDAR_LAYERS.findIndex((existing) => existing.key === layer.key);
  if (at >= 0) CALENDAR_LAYERS[at] = layer;
  else CALENDAR_LAYERS.push(layer);
}

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
