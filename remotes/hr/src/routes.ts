import type { AreaModule } from '@managewell/ui';

/** /app/hr/… (SPEC 2: HR). Built in the HR issue. */
export const hrArea: AreaModule = {
  area: 'hr',
  build: __MW_BUILD__,
  routes: [
    { path: 'dashboard', title: 'HR dashboard' },
    { path: 'read-leaves', title: 'Leaves' },
    { path: 'read-attandance', title: 'Attendance' },
    { path: 'read-timesheet', title: 'Timesheet' },
    { path: 'employee-goal', title: 'Goals' },
    {
      path: 'employee-suggestions',
      title: 'Suggestion',
      page: () => import('./pages/people/SuggestionsPage').then((m) => m.SuggestionsPage),
    },
    { path: 'employee', title: 'Employee List' },
    { path: 'create-employee', title: 'Create Employee' },
    { path: 'offer-letter', title: 'Offer Letter' },
    { path: 'employee-details', title: 'Employee Details' },
    {
      path: 'salary',
      title: 'Salary',
      page: () => import('./pages/people/SalaryPage').then((m) => m.SalaryPage),
    },
    {
      path: 'compliance',
      title: 'Compliance',
      page: () => import('./pages/people/CompliancePage').then((m) => m.CompliancePage),
    },
    {
      path: 'resignations',
      title: 'Resignations',
      page: () => import('./pages/people/ResignationsPage').then((m) => m.ResignationsPage),
    },
  ],
};

export default hrArea;
