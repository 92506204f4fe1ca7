import type { AreaModule } from '@managewell/ui';

/** /app/employee/… (SPEC 2: Employee self-service), open to every signed-in staff member. */
export const employeeArea: AreaModule = {
  area: 'employee',
  build: __MW_BUILD__,
  routes: [
    { path: 'attandance', title: 'My attendance' },
    { path: 'timesheet', title: 'My timesheet' },
    { path: 'employee-overtime', title: 'Overtime' },
    { path: 'goal-performance', title: 'Goals and performance' },
    { path: 'employee-suggestion', title: 'Suggestion box' },
    { path: 'compliance/nda', title: 'Non-disclosure agreement' },
    { path: 'compliance/conflict-of-interest', title: 'Conflict of interest' },
    { path: 'joiningkit', title: 'Joining kit' },
    { path: 'leave-request', title: 'Leave request' },
    { path: 'resignation', title: 'Resignation' },
    { path: 'profile', title: 'My profile' },
  ],
};

export default employeeArea;
