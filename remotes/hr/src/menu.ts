import { type MenuItem, menuFromRoutes } from '@managewell/ui';
import { hrArea } from './routes';

/** SPEC 2, sidebar for hr: View Tables (…, Appraisals with Goals and Suggestion); Employee (…). */
export const hrMenu: MenuItem[] = menuFromRoutes(hrArea, [
  {
    key: 'view-tables',
    title: 'View Tables',
    icon: 'table',
    items: [
      'read-leaves',
      'read-attandance',
      'read-timesheet',
      { key: 'appraisals', title: 'Appraisals', items: ['employee-goal', 'employee-suggestions'] },
    ],
  },
  {
    key: 'employee',
    title: 'Employee',
    icon: 'user',
    items: [
      'create-employee',
      'employee-details',
      'offer-letter',
      'employee',
      'salary',
      'compliance',
      'resignations',
    ],
  },
]);

export default hrMenu;
