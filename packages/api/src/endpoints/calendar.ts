import type { CalendarEvent, CalendarEventInput, CalendarLayer, Success } from '../contract';
import { http } from '../http';

export async function fetchCalendarLayers(): Promise<CalendarLayer[]> {
  const { data } = await http.get<Success<CalendarLayer[]>>('/api/calendar/layers');
  return data.success;
}

export async function fetchCalendarEvents(
  start: string,
  end: string,
  layers: string[],
): Promise<CalendarEvent[]> {
  const { data } = await http.get<Success<CalendarEvent[]>>('/api/calendar/events', {
    params: { start, end, layers: layers.join(',') },
  });
  return data.success;
}

/** The numeric id of the calendar's own event ('event-12' → 12). */
const storedId = (id: string) => Number(id.replace(/^event-/, ''));

export async function createCalendarEvent(input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await http.post<Success<CalendarEvent>>('/api/calendar/events', input);
  return data.success;
}

export async function updateCalendarEvent(id: string, input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await http.put<Success<CalendarEvent>>(`/api/calendar/events/${storedId(id)}`, input);
  return data.success;
}

export async function deleteCalendarEvent(id: string): Promise<void> {
  await http.delete(`/api/calendar/events/${storedId(id)}`);
}
