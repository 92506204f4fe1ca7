import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1677ff.');
const instant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time.' });

/** SPEC 3 Calendar event, as stored by the calendar. */
export const calendarEventInput = z
  .strictObject({
    title: z.string().trim().min(1, 'Please enter a title.').max(200, 'At most 200 characters.'),
    start: instant,
    end: instant.nullable().optional(),
    allDay: z.boolean().default(false),
    url: z
      .url({ protocol: /^https?$/, error: 'Use a web address starting with http:// or https://.' })
      .max(500)
      .nullable()
      .optional(),
    borderColor: colour.default('#1677ff'),
    backgroundColor: colour.default('#1677ff'),
    textColor: colour.default('#ffffff'),
    shared: z.boolean().default(true),
  })
  .refine((v) => !v.end || new Date(v.end).getTime() >= new Date(v.start).getTime(), {
    path: ['end'],
    message: 'The end must not be before the start.',
  });
export type CalendarEventInput = z.input<typeof calendarEventInput>;

export const calendarRangeQuery = z
  .strictObject({
    start: instant,
    end: instant,
    /** Comma-separated layer keys to include (default: every layer the user may see). */
    layers: z.string().max(200).optional(),
  })
  .refine((v) => new Date(v.end).getTime() > new Date(v.start).getTime(), {
    path: ['end'],
    message: 'The end must be after the start.',
  })
  .refine((v) => new Date(v.end).getTime() - new Date(v.start).getTime() <= 400 * 86_400_000, {
    path: ['end'],
    message: 'Ask for at most 400 days at a time.',
  });

export interface CalendarEvent {
  /** 'event-12' for the calendar's own; layers use their own prefix. */
  id: string;
  title: string;
  start: string;
  end: string | null;
  allDay: boolean;
  url: string | null;
  borderColor: string;
  backgroundColor: string;
  textColor: string;
  /** Layer key ('events' for the calendar's own). */
  layer: string;
  /** True when the user may move, resize, edit or delete it. */
  editable: boolean;
  shared: boolean;
  ownerName?: string;
}

export interface CalendarLayer {
  key: string;
  label: string;
  readOnly: boolean;
}
