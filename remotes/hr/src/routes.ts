import type { AreaModule } from '@managewell/ui';

/** /app/hr/… (SPEC 2: HR). Built in the HR issue. */
export const hrArea: AreaModule = {
  area: 'hr',
  build: __MW_BUILD__,
  routes: [
    {
      path: 'dashboard',
      title: 'HR dashboard',
      page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
    },
    {
      path: 'read-leaves',
      title: 'Leaves',
      page: () => import('./pages/ReadLeavesPage').then((m) => m.ReadLeavesPage),
    },
    {
      path: 'read-attandance',
      title: 'Attendance',
      page: () => import('./pages/ReadAttendancePage').then((m) => m.ReadAttendancePage),
    },
    {
      path: 'read-timesheet',
      title: 'Timesheet',
      page: () => import('./pages/ReadTimesheetPage').then((m) => m.ReadTimesheetPage),
    },
    {
      path: 'employee-goal',
      title: 'Goals',
      page: () => import('./pages/goals/EmployeeGoalsPage').then((m) => m.EmployeeGoalsPage),
    },
    {
      path: 'employee-suggestions',
      title: 'Suggestion',
      page: () => import('./pages/people/SuggestionsPage').then((m) => m.SuggestionsPage),
    },
    {
      path: 'employee',
      title: 'Employee List',
      page: () => import('./pages/EmployeeListPage').then((m) => m.EmployeeListPage),
    },
    {
      path: 'create-employee',
      title: 'Create Employee',
      page: () => import('./pages/CreateEmployeePage').then((m) => m.CreateEmployeePage),
    },
    {
      path: 'offer-letter',
      title: 'Offer Letter',
      page: () => import('./pages/offers/OfferLetterPage').then((m) => m.OfferLetterPage),
    },
    {
      path: 'employee-details',
      title: 'Employee Details',
      page: () => import('./pages/EmployeeDetailsPage').then((m) => m.EmployeeDetailsPage),
    },
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
    {
      path: 'resignations/:id/settlement',
      title: 'Full and final settlement',
      page: () => import('./pages/people/SettlementPage').then((m) => m.SettlementPage),
    },
  ],
};

export default hrArea;
