import type { Role } from '@managewell/api/contract';
import type { notifications } from '../workplace/notifications';

type NotificationInsert = typeof notifications.$inferInsert;

const HOUR = 3_600_000;

const ROLE_NOTES: Record<Role, [string, string][]> = {
  'website-admin': [
    ['Monsoon offer banner', 'Marketing wants the monsoon renovation offer on the home page by Friday.'],
    ['New project photos', 'Photos of the Lonavala infinity pool are ready for the gallery.'],
  ],
  verification: [
    ['Enquiries waiting', 'Website enquiries from the weekend are waiting for a call-back.'],
    ['Exhibition leads', 'Leads from the Mumbai pool & spa exhibition were added; please verify them.'],
  ],
  sales: [
    ['Quarter target', 'Sales review for the quarter is on Monday at 10:00 in the Pune office.'],
    ['Price list updated', 'The Renolit membrane price list was updated; quote with the new rates.'],
  ],
  hr: [
    ['Appraisal cycle', 'Goal-setting for the appraisal cycle opens next week.'],
    ['New joiners', 'Two site supervisors join on the 1st; prepare their joining kits.'],
  ],
  quotation: [
    ['Quotation template', 'Use the new GST-compliant quotation template from today.'],
    ['Pending approvals', 'Three quotations above ₹25 lakh await director approval.'],
  ],
  employee: [['Timesheets', 'Please submit this week’s timesheet by Saturday 6 pm.']],
};

const ALL_NOTES: [string, string][] = [
  [
    'Office closed for Diwali',
    'All offices are closed on the day after Diwali. Site work resumes the next day.',
  ],
  ['Safety week', 'Site safety week starts Monday: helmets and harnesses are mandatory on every site.'],
  ['Welcome to Managewell', 'The new back office is live. Report anything odd to the IT desk.'],
];

/** A handful of notifications per group: role-wide, all staff and personal. */
export function demoNotifications(userIds: Record<Role, number>, now: number): NotificationInsert[] {
  const rows: NotificationInsert[] = [];
  let hoursAgo = 1;
  const at = () => new Date(now - hoursAgo++ * 7 * HOUR);
  for (const [role, notes] of Object.entries(ROLE_NOTES) as [Role, [string, string][]][]) {
    for (const [title, content] of notes) rows.push({ group: 'role', role, title, content, createdAt: at() });
  }
  for (const [title, content] of ALL_NOTES) rows.push({ group: 'all', title, content, createdAt: at() });
  for (const [role, userId] of Object.entries(userIds) as [Role, number][]) {
    rows.push({
      group: 'personal',
      userId,
      title: 'Your profile',
      content: `Please check that your ${role === 'employee' ? 'bank details' : 'contact details'} are up to date.`,
      createdAt: at(),
    });
    rows.push({
      group: 'personal',
      userId,
      title: 'Leave balance',
      content: 'You have 6 days of earned leave left this year.',
      createdAt: at(),
    });
  }
  return rows;
}
