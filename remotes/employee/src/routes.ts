import type { AreaModule } from '@managewell/ui';

/** /app/employee/… (SPEC 2: Employee self-service), open to every signed-in staff member. */
export const employeeArea: AreaModule = {
  area: 'employee',
  build: __MW_BUILD__,
  routes: [
    {
      path: 'attandance',
      title: 'My attendance',
      page: () => import('./pages/AttendancePage').then((m) => m.AttendancePage),
    },
    {
      path: 'timesheet',
      title: 'My timesheet',
      page: () => import('./pages/TimesheetPage').then((m) => m.TimesheetPage),
    },
    {
      path: 'employee-overtime',
      title: 'Overtime',
      page: () => import('./pages/OvertimePage').then((m) => m.OvertimePage),
    },
    {
      path: 'goal-performance',
      title: 'Goals and performance',
      page: () => import('./pages/goals/GoalPerformancePage').then((m) => m.GoalPerformancePage),
    },
    {
      path: 'employee-suggestion',
      title: 'Suggestion box',
      page: () => import('./pages/people/SuggestionPage').then((m) => m.SuggestionPage),
    },
    {
      path: 'compliance/nda',
      title: 'Non-disclosure agreement',
      page: () => import('./pages/people/PolicyPage').then((m) => m.NdaPage),
    },
    {
      path: 'compliance/conflict-of-interest',
      title: 'Conflict of interest',
      page: () => import('./pages/people/PolicyPage').then((m) => m.ConflictOfInterestPage),
    },
    {
      path: 'joiningkit',
      title: 'Joining kit',
      page: () => import('./pages/people/JoiningKitPage').then((m) => m.JoiningKitPage),
    },
    {
      path: 'leave-request',
      title: 'Leave request',
      page: () => import('./pages/LeaveRequestPage').then((m) => m.LeaveRequestPage),
    },
    {
      path: 'resignation',
      title: 'Resignation',
      page: () => import('./pages/people/ResignationPage').then((m) => m.ResignationPage),
    },
    {
      path: 'profile',
      title: 'My profile',
      page: () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
    },
    {
      path: 'team',
      title: 'My team',
      page: () => import('./pages/team/TeamPage').then((m) => m.TeamPage),
    },
    {
      path: 'payslips',
      title: 'My payslips',
      page: () => import('./pages/people/PayslipsPage').then((m) => m.PayslipsPage),
    },
    {
      path: 'income-tax',
      title: 'Income tax',
      page: () => import('./pages/people/IncomeTaxPage').then((m) => m.IncomeTaxPage),
    },
  ],
};

export default employeeArea;
