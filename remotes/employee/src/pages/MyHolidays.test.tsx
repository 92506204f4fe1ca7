import { selfApi } from '@managewell/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MyHolidays } from './MyHolidays';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    selfApi: { ...actual.selfApi, holidays: vi.fn(), chooseHoliday: vi.fn(), unchooseHoliday: vi.fn() },
  };
});
const api = {
  holidays: vi.mocked(selfApi.holidays),
  choose: vi.mocked(selfApi.chooseHoliday),
};

const day = (id: number, date: string, name: string, optional: boolean, chosen = false) => ({
  id,
  listId: 7,
  date,
  name,
  optional,
  chosen,
});
const year = (chosen: boolean) => ({
  year: 2030,
  today: '2030-08-01',
  list: { id: 7, name: 'Karnataka — Bengaluru', optionalAllowed: 1 },
  holidays: [
    day(1, '2030-01-26', 'Republic Day', false),
    day(2, '2030-07-20', 'Bakrid', true),
    day(3, '2030-08-20', 'Onam', true, chosen),
    day(4, '2030-09-10', 'Ugadi', true),
  ],
});

beforeEach(() => {
  vi.resetAllMocks();
  api.holidays.mockResolvedValue(year(false));
});

describe('MyHolidays (optional holidays beside my leave)', () => {
  it('takes an optional holiday until its day, and shows the refusal beyond the allowance', async () => {
    const changed = vi.fn();
    render(
      <App>
        <MyHolidays onChanged={changed} />
      </App>,
    );
    expect(
      await screen.findByText(
        'You have chosen 0 of 1 optional holidays; you may change them until their day.',
      ),
    ).toBeTruthy();
    // Mandatory holidays and optional ones whose day has come have no button.
    expect(screen.queryByRole('button', { name: 'Take Republic Day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take Bakrid' })).toBeNull();

    api.choose.mockResolvedValueOnce(year(true));
    await userEvent.click(screen.getByRole('button', { name: 'Take Onam' }));
    expect(await screen.findByRole('button', { name: 'Give back Onam' })).toBeTruthy();
    expect(screen.getByTestId('optional-allowance').textContent).toContain('chosen 1 of 1');
    expect(changed).toHaveBeenCalled();

    api.choose.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'You may choose 1 optional holiday in 2030: give one back first.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Take Ugadi' }));
    await waitFor(() =>
      expect(
        screen.getByText('You may choose 1 optional holiday in 2030: give one back first.'),
      ).toBeTruthy(),
    );
    expect(api.choose).toHaveBeenLastCalledWith(4);
  });
});
