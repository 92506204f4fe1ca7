import { z } from 'zod';
import { idParams, type SameType } from '../answers';
import { type CalendarEvent, type CalendarLayer, calendarEventInput, calendarRangeQuery } from '../calendar';
import { defineEndpoint } from '../endpoint';

export const calendarEventAnswer = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  allDay: z.boolean(),
  url: z.string().nullable(),
  borderColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  layer: z.string(),
  editable: z.boolean(),
  shared: z.boolean(),
  ownerName: z.string().optional(),
});

const calendarLayerAnswer = z.object({ key: z.string(), label: z.string(), readOnly: z.boolean() });

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof calendarEventAnswer>, CalendarEvent>,
  SameType<z.output<typeof calendarLayerAnswer>, CalendarLayer>,
] = [true, true];
void agreed;

export const calendarEndpoints = {
  layers: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/layers',
    access: 'authenticated',
    summary: 'The calendar layers I may see (its own events and read-only layers).',
    answer: z.array(calendarLayerAnswer),
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/events',
    access: 'authenticated',
    summary: 'Events between start and end (at most 400 days), of the chosen layers.',
    query: calendarRangeQuery,
    answer: z.array(calendarEventAnswer),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/calendar/events',
    access: 'authenticated',
    summary: 'Adds an event of my own.',
    body: calendarEventInput,
    answer: calendarEventAnswer,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/calendar/events/:id',
    access: 'authenticated',
    summary: 'Changes an event of mine (404 for anyone else’s).',
    params: idParams(),
    body: calendarEventInput,
    answer: calendarEventAnswer,
    errors: [404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/calendar/events/:id',
    access: 'authenticated',
    summary: 'Deletes an event of mine (404 for anyone else’s).',
    params: idParams(),
    answer: z.literal(true),
    errors: [404],
  }),
};
