import { type MenuItem, menuFromRoutes } from '@managewell/ui';
import { salesArea } from './routes';

/** SPEC 2, sidebar for sales: Leads (…); Quotation (…); titles from the route table. */
export const salesMenu: MenuItem[] = menuFromRoutes(salesArea, [
  { key: 'leads', title: 'Leads', icon: 'team', items: ['search', 'read-leads', 'pre-quotation/lead'] },
  {
    key: 'quotation',
    title: 'Quotation',
    icon: 'file',
    items: ['read-quotation', 'extra-payment', 'prepare-terms', 'final-quatation'],
  },
  { key: 'handover', title: 'Handover', icon: 'audit', items: ['checklist'] },
]);

export default salesMenu;
