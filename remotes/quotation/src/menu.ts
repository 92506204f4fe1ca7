import type { MenuItem } from '@managewell/ui';

/** SPEC 2, sidebar for quotation: Quotation (Quotation List). */
export const quotationMenu: MenuItem[] = [
  {
    key: 'quotation',
    title: 'Quotation',
    icon: 'file',
    children: [
      { key: '/app/quotation/view', title: 'Quotation List', path: '/app/quotation/view' },
      { key: '/app/quotation/catalogue', title: 'Price catalogue', path: '/app/quotation/catalogue' },
    ],
  },
];

export default quotationMenu;
