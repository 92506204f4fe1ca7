import { TIME_ZONE } from '../../chat/format';
import { toZoneInput } from './zone';

/** The event form's values (times as the zone's local input text). */
export interface FormValues {
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  shared: boolean;
}

export const COLOURS = { backgroundColor: '#0b6e99', borderColor: '#0b6e99', textColor: '#ffffff' };
const HOUR = 3_600_000;

/**
 * A new event's form: the chosen range, or the next whole hour for an hour; the author's own
 * (not shared with everyone) until they choose to share it.
 */
export function newEventValues(
  range?: { start: string; end: string; allDay: boolean },
  now = Date.now(),
): FormValues {
  const start = range?.start ?? new Date(Math.ceil(now / HOUR) * HOUR).toISOString();
  const end = range?.end ?? new Date(new Date(start).getTime() + HOUR).toISOString();
  return {
    title: '',
    start: toZoneInput(TIME_ZONE, start),
    end: toZoneInput(TIME_ZONE, end),
    allDay: range?.allDay ?? false,
    url: '',
    ...COLOURS,
    shared: false,
  };
}
