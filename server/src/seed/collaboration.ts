import type { Role } from '@managewell/api/contract';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';
import { calendarEvents } from '../workplace/calendar';
import { chatLastSeen, chatMessages } from '../workplace/chat';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Demo conversations: [from, to, text, minutes before now]. Sales ↔ HR has none (CHAT NOT FOUND). */
const CONVERSATIONS: [Role, Role, string, number][] = [
  [
    'verification',
    'sales',
    'Three exhibition leads from Baner are verified, all keen on skimmer pools.',
    26 * 60,
  ],
  ['sales', 'verification', 'Thanks Priya! I will call them this afternoon.', 26 * 60 - 4],
  ['verification', 'sales', 'The Koregaon Park villa owner prefers a call after 6 pm.', 95],
  ['sales', 'verification', 'Noted 👍', 90],
  [
    'website-admin',
    'verification',
    'The enquiry form now asks for the service; tell me if the leads look odd.',
    3 * 24 * 60,
  ],
  ['verification', 'website-admin', 'They look fine, fewer blank services already.', 3 * 24 * 60 - 30],
  ['quotation', 'sales', 'The Lonavala infinity pool quotation is ready for your review.', 50],
  ['quotation', 'sales', 'Director approval is needed above ₹25 lakh, so I have sent it up too.', 48],
];

/** Company calendar events around today, in India time (stored as UTC instants). */
const EVENTS: {
  owner: Role;
  title: string;
  dayOffset: number;
  hour: number;
  minutes: number;
  colour: string;
  allDay?: boolean;
  url?: string;
}[] = [
  { owner: 'sales', title: 'Quarterly sales review', dayOffset: 3, hour: 10, minutes: 90, colour: '#0b6e99' },
  {
    owner: 'hr',
    title: 'Site safety week',
    dayOffset: 7,
    hour: 0,
    minutes: 5 * 24 * 60,
    colour: '#d4380d',
    allDay: true,
  },
  { owner: 'hr', title: 'New joiners’ induction', dayOffset: 1, hour: 9, minutes: 120, colour: '#389e0d' },
  {
    owner: 'website-admin',
    title: 'Website content freeze',
    dayOffset: 12,
    hour: 0,
    minutes: 24 * 60,
    colour: '#722ed1',
    allDay: true,
  },
  { owner: 'quotation', title: 'Director approvals', dayOffset: 2, hour: 16, minutes: 60, colour: '#fa8c16' },
  {
    owner: 'verification',
    title: 'Mumbai pool & spa exhibition',
    dayOffset: 15,
    hour: 0,
    minutes: 3 * 24 * 60,
    colour: '#13a8a8',
    allDay: true,
    url: 'https://example.com/pool-spa-expo',
  },
  {
    owner: 'sales',
    title: 'Handover: Baner skimmer pool',
    dayOffset: -2,
    hour: 11,
    minutes: 60,
    colour: '#0b6e99',
  },
];

/** When colleagues were last online, so the friend list shows "N minutes ago" in the demo. */
const LAST_SEEN: [Role, number][] = [
  ['verification', 12],
  ['quotation', 40],
  ['website-admin', 3 * 60],
  ['employee', 2 * 24 * 60],
];

const IST_OFFSET = 330 * MINUTE;

/** Midnight in India of the day `offset` days from `now`, as an instant. */
function istMidnight(now: number, offset: number): number {
  const ist = now + IST_OFFSET;
  return ist - (ist % DAY) - IST_OFFSET + offset * DAY;
}

/** Demo chat and calendar rows: two multi-row inserts, deterministic (seeded PRNG, the given clock). */
export async function seedCollaboration(
  tx: DbOrTx,
  userIds: Record<Role, number>,
  now: number,
  random: Random,
): Promise<{ messages: number; events: number }> {
  const messages = CONVERSATIONS.map(([from, to, body, minutesAgo], i) => ({
    senderId: userIds[from],
    recipientId: userIds[to],
    clientId: uuidFrom(random, i),
    body,
    createdAt: new Date(now - minutesAgo * MINUTE),
    // Older messages were read; the last hour's are waiting.
    readAt: minutesAgo > 60 ? new Date(now - (minutesAgo - 5) * MINUTE) : null,
  }));
  await tx.insert(chatMessages).values(messages);
  const events = EVENTS.map((e) => {
    const start = istMidnight(now, e.dayOffset) + e.hour * HOUR;
    return {
      ownerId: userIds[e.owner],
      title: e.title,
      startsAt: new Date(start),
      endsAt: new Date(start + e.minutes * MINUTE),
      allDay: e.allDay ?? false,
      url: e.url ?? null,
      borderColor: e.colour,
      backgroundColor: e.colour,
      textColor: '#ffffff',
      shared: true,
    };
  });
  await tx.insert(calendarEvents).values(events);
  await tx.insert(chatLastSeen).values(
    LAST_SEEN.map(([role, minutesAgo]) => ({
      userId: userIds[role],
      lastSeenAt: new Date(now - minutesAgo * MINUTE),
    })),
  );
  return { messages: messages.length, events: events.length };
}

/** A UUID from the seeded PRNG (v4 layout), so the demo data is the same on every start. */
function uuidFrom(random: Random, salt: number): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((salt % 4) + 8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
