import { describe, expect, it } from 'vitest';
import { historyChange } from './employeeFields';

const nameOf = (id: number) => (id === 9 ? 'Ravi Iyer (MW0009)' : undefined);

describe('historyChange', () => {
  it('names the field and the manager instead of the column and the id', () => {
    expect(historyChange('managerId', { from: null, to: 9 }, nameOf)).toBe('Manager: — → Ravi Iyer (MW0009)');
  });

  it('reads dates and the emergency contact as people write them', () => {
    expect(historyChange('dateOfBirth', { from: '1990-03-07', to: '1991-03-12' }, nameOf)).toBe(
      'Date of birth: 7 Mar 1990 → 12 Mar 1991',
    );
    expect(
      historyChange(
        'emergencyContact',
        { from: null, to: { name: 'Ravi Nair', relation: 'Father', phone: '+919876543210' } },
        nameOf,
      ),
    ).toBe('Emergency contact: — → Ravi Nair (Father), +919876543210');
  });
});
