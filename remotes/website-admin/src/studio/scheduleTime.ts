/**
 * A schedule's time is India's wall clock (IST), whatever zone the browser is in: the picker's
 * fields are read as IST, and what is past is judged by the clock in India, not the browser's.
 */
import { kolkataToIso, nowInKolkata } from '@managewell/api/contract';

/** The wall-clock fields a date-time picker holds (a dayjs value in the browser's zone). */
interface WallClock {
  format(template: string): string;
}

/** The instant a picked time means, reading its fields as IST. */
export function scheduledInstant(picked: WallClock): string {
  return kolkataToIso(picked.format('YYYY-MM-DDTHH:mm'));
}

/** Days before today in India cannot be picked. */
export function isPastDay(day: WallClock, now: Date = new Date()): boolean {
  return day.format('YYYY-MM-DD') < nowInKolkata(now).slice(0, 10);
}

const range = (end: number) => Array.from({ length: end }, (_, i) => i);

/** On today's date in India, the hours and minutes already gone there (none on a later day). */
export function pastTimes(day: WallClock | null, now: Date = new Date()) {
  const wall = nowInKolkata(now);
  const today = day?.format('YYYY-MM-DD') === wall.slice(0, 10);
  const hour = Number(wall.slice(11, 13));
  const minute = Number(wall.slice(14, 16));
  return {
    disabledHours: () => (today ? range(hour) : []),
    disabledMinutes: (picked: number) => (today && picked === hour ? range(minute + 1) : []),
  };
}
