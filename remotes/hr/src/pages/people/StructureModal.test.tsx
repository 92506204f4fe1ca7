import { fetchSalary, saveSalary } from '@managewell/api';
import type { SalaryRow } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StructureModal } from './StructureModal';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalary: vi.fn(), saveSalary: vi.fn() };
});
const api = { fetch: vi.mocked(fetchSalary), save: vi.mocked(saveSalary) };

const row: SalaryRow = {
  employeeId: 5,
  code: 'MW0005',
  fullName: 'Meera Iyer',
  department: 'Projects',
  designation: 'Site Engineer',
  workState: 'Maharashtra',
  structure: {
    basic: 30_000_00,
    hra: 12_000_00,
    special: 5_000_00,
    other: 0,
    gross: 47_000_00,
    monthlyCtc: 50_000_00,
    effectiveFrom: '2026-04-01',
    version: 2,
  },
};

beforeEach(() => vi.resetAllMocks());

describe('StructureModal on a stale save', () => {
  it('keeps my basic and their HRA, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    api.save.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this structure.' });
    api.fetch.mockResolvedValue({ ...row, structure: { ...row.structure!, hra: 15_000_00, version: 3 } });
    renderAt('/app/hr/salary', '/app/hr/salary', <StructureModal row={row} onClose={onClose} />);
    const basic = await screen.findByLabelText('Basic (₹ a month)');
    await user.clear(basic);
    await user.type(basic, '32000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Someone else saved this salary structure while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('HRA (₹ a month)') as HTMLInputElement).value).toBe('15000');
    expect(onClose).not.toHaveBeenCalled();

    api.save.mockResolvedValue({ ...row } as never);
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1]![1]).toMatchObject({ basic: 32_000_00, hra: 15_000_00, version: 3 });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});

describe('StructureModal amounts', () => {
  it('keeps an amount above the ceiling as typed and says why, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/app/hr/salary', '/app/hr/salary', <StructureModal row={row} onClose={vi.fn()} />);
    const hra = await screen.findByLabelText('HRA (₹ a month)');
    await user.clear(hra);
    await user.type(hra, '20000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most ₹1,00,00,000 a month.')).toBeTruthy();
    expect((hra as HTMLInputElement).value).toBe('20000000');
    expect(api.save).not.toHaveBeenCalled();
  });
});
