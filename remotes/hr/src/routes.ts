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
    { path: 'employee-suggestions', title: 'Suggestion' },
    { path: 'employee', title: 'Employee List' },
    { path: 'create-employee', title: 'Create Employee' },
    { path: 'offer-letter', title: 'Offer Letter' },
    { path: 'employee-details', title: 'Employee Details' },
    { path: 'salary', title: 'Salary' },
  ],
};

export default hrArea;
