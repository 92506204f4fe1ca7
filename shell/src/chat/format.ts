/** Times are shown in the user's time zone; staff have none of their own yet: India's (SPEC). */
export const TIME_ZONE = 'Asia/Kolkata';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const clockTime = (iso: string) => timeFormat.format(new Date(iso));
/** yyyy-mm-dd of the instant in the user's zone (for day separators). */
export const dayKey = (iso: string) => dayKeyFormat.format(new Date(iso));

/** 'Today', 'Yesterday' or the date, for a day separator. */
export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return 'Today';
  if (key === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return 'Yesterday';
  return dayFormat.format(new Date(iso));
}

/** SPEC 3 Friend time: 'typing', 'online', or how long ago they were last seen. */
export function presenceText(
  friend: { status: 0 | 1; lastSeenAt: string | null },
  typing: boolean,
  now = Date.now(),
) {
  if (typing) return 'typing…';
  if (friend.status === 1) return 'online';
  if (!friend.lastSeenAt) return 'offline';
  const minutes = Math.max(0, Math.floor((now - new Date(friend.lastSeenAt).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
