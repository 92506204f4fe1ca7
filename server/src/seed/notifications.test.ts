import { describe, expect, it } from 'vitest';
import { demoNotifications } from './notifications';

describe('demo notifications', () => {
  it('open a page their readers may open when clicked', () => {
    const ids = { 'website-admin': 1, verification: 2, sales: 3, hr: 4, quotation: 5, employee: 6 } as const;
    const rows = demoNotifications(ids, Date.UTC(2026, 10, 20));
    expect(rows.filter((r) => r.link).length).toBeGreaterThan(rows.length / 2);
    // Self-service and the calendar are every signed-in staff member's; a role's area is its own.
    const everyone = /^\/(app\/employee\/|full-calendar$)/;
    for (const row of rows) {
      if (!row.link) continue;
      if (row.group === 'role')
        expect(row.link.startsWith(`/app/${row.role}/`) || everyone.test(row.link), row.title).toBe(true);
      else expect(row.link, row.title).toMatch(everyone);
    }
  });
});
