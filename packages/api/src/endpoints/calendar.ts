import { routeCalls } from '../call';
import type { CalendarEvent, CalendarEventInput, CalendarLayer } from '../contract';
import { calendarRoutes } from '../contract/routes.generated';

const { call } = routeCalls(calendarRoutes);

export async function fetchCalendarLayers(): Promise<CalendarLayer[]> {
  return call('calendar.layers');
}

export async function fetchCalendarEvents(
  start: string,
  end: string,
  layers: string[],
): Promise<CalendarEvent[]> {
  return call('calendar.events', { query: { start, end, layers: layers.join(',') } });
}

/** The numeric id of the calendar's own event ('event-12' → 12). */
const storedId = (id: string) => Number(id.replace(/^event-/, ''));

export async function createCalendarEvent(input: CalendarEventInput): Promise<CalendarEvent> {
  return call('calendar.create', { body: input });
}

export async function updateCalendarEvent(id: string, input: CalendarEventInput): Promise<CalendarEvent> {
  return call('calendar.update', { params: { id: storedId(id) }, body: input });
}

export async function deleteCalendarEvent(id: string): Promise<void> {
  await call('calendar.remove', { params: { id: storedId(id) } });
}
