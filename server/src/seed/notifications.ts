import type { Role } from '@managewell/api/contract';
import type { notifications } from '../workplace/notifications';

type NotificationInsert = typeof notifications.$inferInsert;

const HOUR = 3_600_000;

/** Title, text and the page it is about (opened when it is clicked). */
type Note = [title: string, content: string, link?: string];

const ROLE_NOTES: Record<Role, Note[]> = {
  'website-admin': [
    [
      'Monsoon offer banner',
      'Marketing wants the monsoon renovation offer on the home page by Friday.',
      '/app/website-admin/home/page',
    ],
    [
      'New project photos',
      'Photos of the Lonavala infinity pool are ready for the gallery.',
      '/app/website-admin/media-library',
    ],
  ],
  verification: [
    [
      'Enquiries waiting',
      'Website enquiries from the weekend are waiting for a call-back.',
      '/app/verification/read-leads',
    ],
    [
      'Exhibition leads',
      'Leads from the Mumbai pool & spa exhibition were added; please verify them.',
      '/app/verification/read-leads',
    ],
  ],
  sales: [
    [
      'Quarter target',
      'Sales review for the quarter is on Monday at 10:00 in the Pune office.',
      '/app/sales/dashboard',
    ],
    ['Price list updated', 'The Renolit membrane price list was updated; quote with the new rates.'],
  ],
  hr: [
    ['Appraisal cycle', 'Goal-setting for the appraisal cycle opens next week.', '/app/hr/employee-goal'],
    ['New joiners', 'Two site supervisors join on the 1st; prepare their joining kits.', '/app/hr/employee'],
  ],
  quotation: [
    ['Quotation template', 'Use the new GST-compliant quotation template from today.', '/app/quotation/view'],
    ['Pending approvals', 'Three quotations above ₹25 lakh await director approval.', '/app/quotation/view'],
  ],
  employee: [
    ['Timesheets', 'Please submit this week’s timesheet by Saturday 6 pm.', '/app/employee/timesheet'],
  ],
};

const ALL_NOTES: Note[] = [
  [
    'Office closed for Diwali',
    'All offices are closed on the day after Diwali. Site work resumes the next day.',
    '/full-calendar',
  ],
  [
    'Safety week',
    'Site safety week starts Monday: helmets and harnesses are mandatory on every site.',
    '/full-calendar',
  ],
  ['Welcome to Managewell', 'The new back office is live. Report anything odd to the IT desk.'],
];

/** A handful of notifications per group: role-wide, all staff and personal. */
export function demoNotifications(userIds: Record<Role, number>, now: number): NotificationInsert[] {
  const rows: NotificationInsert[] = [];
  let hoursAgo = 1;
  const at = () => new Date(now - hoursAgo++ * 7 * HOUR);
  for (const [role, notes] of Object.entries(ROLE_NOTES) as [Role, Note[]][]) {
    for (const [title, content, link] of notes)
      rows.push({ group: 'role', role, title, content, link: link ?? null, createdAt: at() });
  }
  for (const [title, content, link] of ALL_NOTES)
    rows.push({ group: 'all', title, content, link: link ?? null, createdAt: at() });
  for (const [role, userId] of Object.entries(userIds) as [Role, number][]) {
    rows.push({
      group: 'personal',
      userId,
      title: 'Your profile',
      link: '/app/employee/profile',
      content: `Please check that your ${role === 'employee' ? 'bank details' : 'contact details'} are up to date.`,
      createdAt: at(),
    });
    rows.push({
      group: 'personal',
      userId,
      title: 'Leave balance',
      link: '/app/employee/leave-request',
      content: 'You have 6 days of earned leave left this year.',
      createdAt: at(),
    });
  }
  return rows;
}
