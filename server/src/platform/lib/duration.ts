const UNIT_MS = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
} as const;

const UNIT_ALIASES: Record<string, keyof typeof UNIT_MS> = {
  s: 'second',
  sec: 'second',
  secs: 'second',
  second: 'second',
  seconds: 'second',
  m: 'minute',
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  d: 'day',
  day: 'day',
  days: 'day',
  w: 'week',
  week: 'week',
  weeks: 'week',
};

/**
 * Parses a human duration such as '1 days', '12 hours', '30 minutes' or '45s' into milliseconds.
 * Returns null when the text is not a positive whole number followed by a known unit.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d{1,9})\s*([a-z]+)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNIT_ALIASES[match[2]!.toLowerCase()];
  if (!unit || amount <= 0) return null;
  return amount * UNIT_MS[unit];
}
