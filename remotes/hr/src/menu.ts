import type { MenuItem } from '@managewell/ui';

const base = '/app/hr';
const link = (path: string, title: string): MenuItem => ({
  key: `${base}/${path}`,
  title,
  path: `${base}/${path}`,
});

/** SPEC 2, sidebar for hr: View Tables (…, Appraisals with Goals and Suggestion); Employee (…). */
export const hrMenu: MenuItem[] = [
  {
    key: 'view-tables',
    title: 'View Tables',
    icon: 'table',
    children: [
      link('read-leaves', 'Leaves'),
      link('read-attandance', 'Attendance'),
      link('read-timesheet', 'Timesheet'),
      {
        key: 'appraisals',
        title: 'Appraisals',
        children: [link('employee-goal', 'Goals'), link('employee-suggestions', 'Suggestion')],
      },
    ],
  },
  {
    key: 'employee',
    title: 'Employee',
    icon: 'user',
    children: [
      link('create-employee', 'Create Employee'),
      link('employee-details', 'Employee Details'),
      link('offer-letter', 'Offer Letter'),
      link('employee', 'Employee List'),
      link('salary', 'Salary'),
      link('compliance', 'Compliance'),
      link('resignations', 'Resignations'),
    ],
  },
];

export default hrMenu;
