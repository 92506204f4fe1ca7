import { type MenuItem, menuFromRoutes } from '@managewell/ui';
import { verificationArea } from './routes';

/** SPEC 2, sidebar for verification: Leads (Add New, List). */
export const verificationMenu: MenuItem[] = menuFromRoutes(verificationArea, [
  {
    key: 'leads',
    title: 'Leads',
    icon: 'team',
    items: ['add-lead', 'read-leads'],
  },
]);

export default verificationMenu;
