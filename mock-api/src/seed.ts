import { FRIEND_STATUS, MESSAGE_TYPE } from './constants';
import type {
  CalendarEvent,
  ChatMessage,
  Conversation,
  Friend,
  LoginAccount,
  MockState,
  TaskBoard,
  TodoItem,
  TodoListName,
} from './types';

/** Password of every demo account (documented in README.md; in-memory demo only). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS: readonly LoginAccount[] = [
  { id: 'mock-user-1', email: 'info@managewell.demo', password: DEMO_PASSWORD },
  { id: 'mock-user-2', email: 'sales@managewell.demo', password: DEMO_PASSWORD },
  { id: 'mock-user-3', email: 'hr@managewell.demo', password: DEMO_PASSWORD },
];

const photo = (n: number): string => `/images/users/avatar-${n}.png`;

const { online, offline } = FRIEND_STATUS;
const { incoming, own } = MESSAGE_TYPE;

/** Deliberately not in name order: the list endpoint sorts. */
const FRIENDS: readonly Friend[] = [
  { id: 1, photo: photo(1), name: 'Priya Sharma', new: 2, status: online, time: 'typing' },
  { id: 2, photo: photo(2), name: 'Arjun Mehta', new: 0, status: online, time: 'online' },
  { id: 3, photo: photo(3), name: 'Kavya Iyer', new: 3, status: offline, time: '5 min ago' },
  { id: 4, photo: photo(4), name: 'Rohan Deshpande', new: 0, status: offline, time: '12 min ago' },
  { id: 5, photo: photo(5), name: 'Ananya Reddy', new: 1, status: online, time: 'online' },
  { id: 6, photo: photo(6), name: 'Vikram Nair', new: 0, status: offline, time: '30 min ago' },
  { id: 7, photo: photo(7), name: 'Sneha Kulkarni', new: 4, status: online, time: 'typing' },
  // Has no conversation: GET /api/friend/chat?id=8 answers `messages: []` ('CHAT NOT FOUND').
  { id: 8, photo: photo(8), name: 'Aditya Banerjee', new: 0, status: offline, time: '45 min ago' },
];

const msg = (type: ChatMessage['type'], text: string, time: string): ChatMessage => ({
  type,
  msg: text,
  time,
});

const CONVERSATIONS: readonly Conversation[] = [
  {
    friend_id: 1,
    friend_photo: photo(1),
    messages: [
      msg(incoming, 'Hi! Did the Andheri site survey go ahead today?', '9:10 AM'),
      msg(own, 'Yes, the team measured the pool area this morning.', '9:12 AM'),
      msg(incoming, 'Great. Can you share the quotation draft by evening?', '9:15 AM'),
      msg(incoming, 'The client wants the Renolit membrane option too.', '9:16 AM'),
    ],
  },
  {
    friend_id: 2,
    friend_photo: photo(2),
    messages: [
      msg(own, 'Arjun, is the filtration pump order confirmed?', '10:02 AM'),
      msg(incoming, 'Confirmed. Delivery is scheduled for Thursday.', '10:05 AM'),
    ],
  },
  {
    friend_id: 3,
    friend_photo: photo(3),
    messages: [
      msg(incoming, 'Please approve my leave request for Friday.', '8:40 AM'),
      msg(incoming, 'I have handed over the Pune project files to Rohan.', '8:41 AM'),
      msg(incoming, 'Thanks in advance!', '8:41 AM'),
    ],
  },
  {
    friend_id: 4,
    friend_photo: photo(4),
    messages: [
      msg(incoming, 'Got the Pune files from Kavya.', '11:20 AM'),
      msg(own, 'Perfect, let me know if anything is missing.', '11:25 AM'),
    ],
  },
  {
    friend_id: 5,
    friend_photo: photo(5),
    messages: [
      msg(own, 'Ananya, the new lead from Hyderabad looks promising.', '12:30 PM'),
      msg(incoming, 'I will call them after lunch.', '12:45 PM'),
    ],
  },
  {
    friend_id: 6,
    friend_photo: photo(6),
    messages: [msg(own, 'Vikram, please update the timesheet for last week.', '2:00 PM')],
  },
  {
    friend_id: 7,
    friend_photo: photo(7),
    messages: [
      msg(incoming, 'The design for the rooftop pool is ready.', '3:10 PM'),
      msg(incoming, 'I added two lighting options.', '3:11 PM'),
      msg(incoming, 'Should I send it to the client directly?', '3:12 PM'),
      msg(incoming, 'Or wait for the final quotation?', '3:15 PM'),
    ],
  },
];

const todo = (note: string, complete = false): TodoItem => ({ note, complete });

const TODOS: Readonly<Record<TodoListName, readonly TodoItem[]>> = {
  card: [
    todo('Call the Baner villa customer about the site visit'),
    todo('Prepare the quotation for the Whitefield clubhouse pool', true),
    todo('Send the Renolit membrane samples to the design team'),
    todo('Review the final checklist for the Goa resort project'),
  ],
  basic: [
    todo('Update the lead follow-up sheet'),
    todo('Approve pending leave requests', true),
    todo('Submit the weekly timesheet'),
    todo('Book the pool-chemical supplier meeting'),
  ],
  modal: [
    todo('Collect the extra-payment cheque from the Jubilee Hills client'),
    todo('Draft the terms for the annual maintenance contract'),
    todo('Share the offer letter with the new site engineer', true),
  ],
};

const TASKBOARD: TaskBoard = {
  id: 'taskboard-1',
  lanes: [
    {
      id: 'lane-planned',
      title: 'Planned',
      label: '3/3',
      style: { width: 280 },
      cards: [
        {
          id: 'card-1',
          title: 'Site survey – Koregaon Park',
          label: '2 days',
          description: 'Measure the terrace and check the water supply.',
        },
        {
          id: 'card-2',
          title: 'Quotation – Whitefield clubhouse',
          label: '1 day',
          description: 'Include the heat pump and LED lighting options.',
        },
        {
          id: 'card-3',
          title: 'Call back new enquiries',
          label: '30 mins',
          description: 'Five enquiries from the website form.',
        },
      ],
    },
    {
      id: 'lane-progress',
      title: 'In progress',
      label: '2/4',
      style: { width: 280 },
      cards: [
        {
          id: 'card-4',
          title: 'Design – rooftop pool, Bandra',
          label: '5 days',
          description: 'Infinity edge with glass panel on the sea side.',
        },
        {
          id: 'card-5',
          title: 'Renolit membrane installation',
          label: '3 days',
          description: 'Goa resort main pool, 25 m × 12 m.',
        },
      ],
    },
    {
      id: 'lane-review',
      title: 'Review',
      label: '1/2',
      style: { width: 280 },
      cards: [
        {
          id: 'card-6',
          title: 'Final quotation – Jubilee Hills villa',
          label: '1 day',
          description: 'Waiting for the manager to approve the discount.',
        },
      ],
    },
    {
      id: 'lane-done',
      title: 'Completed',
      label: '2/2',
      style: { width: 280 },
      cards: [
        {
          id: 'card-7',
          title: 'Handover – Nashik farmhouse pool',
          label: 'done',
          description: 'Checklist signed by the customer.',
        },
        {
          id: 'card-8',
          title: 'Annual maintenance visit – Powai',
          label: 'done',
          description: 'Filters cleaned and water chemistry balanced.',
        },
      ],
    },
  ],
};

const COLOURS = {
  primary: { borderColor: '#2196f3', backgroundColor: '#2196f3', textColor: '#ffffff' },
  success: { borderColor: '#4caf50', backgroundColor: '#4caf50', textColor: '#ffffff' },
  warning: { borderColor: '#ff9800', backgroundColor: '#fff3e0', textColor: '#e65100' },
  danger: { borderColor: '#f44336', backgroundColor: '#ffebee', textColor: '#b71c1c' },
  info: { borderColor: '#00bcd4', backgroundColor: '#e0f7fa', textColor: '#006064' },
} as const;

/** ISO date-time on day `day` of `now`'s month (day may fall outside the month), at hh:mm local time. */
function at(now: Date, day: number, hours = 0, minutes = 0): string {
  return new Date(now.getFullYear(), now.getMonth(), day, hours, minutes).toISOString();
}

/** ~10 events spread over the current month (plus one either side), relative to `now`. */
export function seedEvents(now: Date): CalendarEvent[] {
  return [
    {
      id: 'event-1',
      title: 'Sales team meeting',
      start: at(now, 1, 10),
      end: at(now, 1, 11),
      ...COLOURS.primary,
    },
    {
      id: 'event-2',
      title: 'Site survey – Baner',
      start: at(now, 4, 9, 30),
      end: at(now, 4, 12),
      ...COLOURS.info,
    },
    {
      id: 'event-3',
      title: 'Pool construction – Goa resort',
      start: at(now, 6),
      end: at(now, 11),
      ...COLOURS.warning,
    },
    { id: 'event-4', title: 'Quotation deadline – Whitefield', start: at(now, 9, 17), ...COLOURS.danger },
    {
      id: 'event-5',
      title: 'Renolit product training',
      start: at(now, 12, 14),
      end: at(now, 12, 16),
      url: 'https://www.renolit.com/',
      ...COLOURS.success,
    },
    { id: 'event-6', title: 'Customer handover – Nashik', start: at(now, 15, 11), ...COLOURS.success },
    {
      id: 'event-7',
      title: 'Monthly HR review',
      start: at(now, 18, 15),
      end: at(now, 18, 16),
      ...COLOURS.primary,
    },
    {
      id: 'event-8',
      title: 'Maintenance visits – Powai',
      start: at(now, 21),
      end: at(now, 23),
      ...COLOURS.info,
    },
    { id: 'event-9', title: 'Design review – rooftop pool', start: at(now, 25, 12), ...COLOURS.warning },
    { title: 'Payroll', start: at(now, 28), ...COLOURS.danger },
    {
      id: 'event-11',
      title: 'Trade fair – Mumbai',
      start: at(now, 33),
      end: at(now, 35),
      ...COLOURS.primary,
    },
  ];
}

/** A fresh, independent copy of all seed data; `now` anchors the calendar events. */
export function createSeedState(now: Date = new Date()): MockState {
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account })),
    friends: FRIENDS.map((friend) => ({ ...friend })),
    conversations: structuredClone(CONVERSATIONS) as Conversation[],
    todos: {
      card: TODOS.card.map((item) => ({ ...item })),
      basic: TODOS.basic.map((item) => ({ ...item })),
      modal: TODOS.modal.map((item) => ({ ...item })),
    },
    taskboard: structuredClone(TASKBOARD),
    events: seedEvents(now),
  };
}
