import type { MenuItem } from '@managewell/ui';

const base = '/app/sales';
const link = (path: string, title: string): MenuItem => ({
  key: `${base}/${path}`,
  title,
  path: `${base}/${path}`,
});

/** SPEC 2, sidebar for sales: Leads (…); Quotation (…). */
export const salesMenu: MenuItem[] = [
  {
    key: 'leads',
    title: 'Leads',
    icon: 'team',
    children: [link('read-leads', 'Call To Customer'), link('pre-quotation/lead', 'Prepare Quotation Leads')],
  },
  {
    key: 'quotation',
    title: 'Quotation',
    icon: 'file',
    children: [
      link('read-quotation', 'Design'),
      link('extra-payment', 'Extra Payment'),
      link('prepare-terms', 'Prepare Terms'),
      link('final-quatation', 'Final Quotation'),
    ],
  },
  {
    key: 'handover',
    title: 'Handover',
    icon: 'audit',
    children: [link('checklist', 'Checklist')],
  },
];

export default salesMenu;
