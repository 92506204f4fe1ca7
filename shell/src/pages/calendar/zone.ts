/**
 * Named time zones for FullCalendar and the event form, with the browser's own Intl data (no
 * time zone library): offsets are looked up per instant, so zones with daylight saving work too.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone's wall-clock fields at an instant: [year, month (0-based), day, hour, minute, second]. */
export function wallClock(zone: string, ms: number): number[] {
  const parts: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return [parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!];
}

/** Minutes the zone is ahead of UTC at an instant (Asia/Kolkata: 330). */
export function offsetAt(zone: string, ms: number): number {
  const [y, mo, d, h, mi, s] = wallClock(zone, ms) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo, d, h, mi, s);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The offset of a wall-clock time in the zone ([y, m, d, h, mi, s, ms] as FullCalendar gives). */
export function offsetForWallClock(zone: string, a: number[]): number {
  const asUtc = Date.UTC(a[0]!, a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0);
  const first = offsetAt(zone, asUtc);
  return offsetAt(zone, asUtc - first * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the zone's 'YYYY-MM-DDTHH:mm' (for a datetime-local input). */
export function toZoneInput(zone: string, iso: string): string {
  const [y, mo, d, h, mi] = wallClock(zone, new Date(iso).getTime()) as number[];
  return `${y}-${pad(mo! + 1)}-${pad(d!)}T${pad(h!)}:${pad(mi!)}`;
}

/** A 'YYYY-MM-DDTHH:mm' wall-clock time of the zone as an ISO instant with its offset. */
export function fromZoneInput(zone: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) throw new Error('not a date and time');
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const offset = offsetForWallClock(zone, [y!, mo! - 1, d!, h!, mi!]);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${value.slice(0, 16)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
