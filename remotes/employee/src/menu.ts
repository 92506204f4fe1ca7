import type { MenuItem } from '@managewell/ui';
import { employeeArea } from './routes';

/**
 * The self-service pages, built from this remote's routes. SPEC 2: they have no sidebar
 * entry for the spec's roles, so the shell offers them in the user menu; staff whose
 * only area is self-service (the `employee` role) get them as their sidebar.
 */
export const employeeMenu: MenuItem[] = [
  {
    key: 'self-service',
    title: 'Self-service',
    icon: 'user',
    children: employeeArea.routes.map((route) => ({
      key: `/app/employee/${route.path}`,
      title: route.title,
      path: `/app/employee/${route.path}`,
    })),
  },
];

export default employeeMenu;
