import { type MenuItem, menuFromRoutes } from '@managewell/ui';
import { quotationArea } from './routes';

/** SPEC 2, sidebar for quotation: the dashboard, Quotation (Quotation List), and the price catalogue. */
export const quotationMenu: MenuItem[] = menuFromRoutes(quotationArea, [
  { key: 'quotation', title: 'Quotation', icon: 'file', items: ['dashboard', 'view', 'catalogue'] },
]);

export default quotationMenu;
