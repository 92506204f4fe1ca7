import { describe, expect, it } from 'vitest';
import { menuFromRoutes } from './menu';

const area = {
  area: 'sales',
  routes: [
    { path: 'read-leads', title: 'Call To Customer' },
    { path: 'checklist', title: 'Checklist' },
  ],
};

describe('menuFromRoutes', () => {
  it('takes paths and titles from the route table, keeping a worded title', () => {
    expect(
      menuFromRoutes(area, [
        { key: 'leads', title: 'Leads', icon: 'team', items: ['read-leads'] },
        { path: 'checklist', title: 'Handover checklist', icon: 'audit' },
      ]),
    ).toEqual([
      {
        key: 'leads',
        title: 'Leads',
        icon: 'team',
        children: [
          { key: '/app/sales/read-leads', title: 'Call To Customer', path: '/app/sales/read-leads' },
        ],
      },
      {
        key: '/app/sales/checklist',
        title: 'Handover checklist',
        path: '/app/sales/checklist',
        icon: 'audit',
      },
    ]);
  });

  it('refuses a link to a page the area does not have', () => {
    expect(() => menuFromRoutes(area, ['read-quotation'])).toThrow(/'read-quotation'.*not one of its routes/);
  });
});
