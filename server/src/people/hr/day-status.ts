import {
  type DayStatus,
  isWeekend,
  LATE_AFTER_MINUTES,
  OFFICE_START_MINUTES,
} from '@managewell/api/contract';
import { addDays, istMinutes } from './dates';

export interface LeaveSpan {
  startDate: string;
  endDate: string;
  startHalf: boolean;
  endHalf: boolean;
}

/** 'full' or 'half' leave on each date the spans cover (working days only are asked about). */
export function leaveByDate(
  spans: readonly LeaveSpan[],
  from: string,
  to: string,
): Map<string, 'full' | 'half'> {
  const result = new Map<string, 'full' | 'half'>();
  for (const s of spans) {
    let d = s.startDate < from ? from : s.startDate;
    const end = s.endDate > to ? to : s.endDate;
    for (; d <= end; d = addDays(d, 1)) {
      const half = (d === s.startDate && s.startHalf) || (d === s.endDate && s.endHalf);
      if (result.get(d) !== 'full') result.set(d, half && !result.has(d) ? 'half' : 'full');
    }
  }
  return result;
}

export const isLate = (checkIn: Date) => istMinutes(checkIn) > OFFICE_START_MINUTES + LATE_AFTER_MINUTES;

/**
 * What a day was for a person: a holiday or weekend first, then leave, then their check-in
 * (late after the grace minutes), else absent — or upcoming for today (not yet in) and later
 * days, and for days before they joined.
 */
export function dayStatus(
  date: string,
  context: {
    today: string;
    joined: string;
    holiday: boolean;
    leave: 'full' | 'half' | undefined;
    checkIn: Date | null;
  },
): DayStatus {
  if (context.holiday) return 'holiday';
  if (isWeekend(date)) return 'weekend';
  if (context.leave === 'full') return 'leave';
  if (context.leave === 'half') return 'half-leave';
  if (context.checkIn) return isLate(context.checkIn) ? 'late' : 'present';
  if (date >= context.today || date < context.joined) return 'upcoming';
  return 'absent';
}
