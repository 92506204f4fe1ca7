import type { MenuItem } from '@managewell/ui';

const base = '/app/verification';

/** SPEC 2, sidebar for verification: Leads (Add New, List). */
export const verificationMenu: MenuItem[] = [
  {
    key: 'leads',
    title: 'Leads',
    icon: 'team',
    children: [
      { key: `${base}/add-lead`, title: 'Add New', path: `${base}/add-lead` },
      { key: `${base}/read-leads`, title: 'List', path: `${base}/read-leads` },
    ],
  },
];

export default verificationMenu;
