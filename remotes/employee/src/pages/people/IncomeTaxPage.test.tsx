import { fetchMyTaxDeclaration, saveMyTaxDeclaration } from '@managewell/api';
import { currentTaxYear, type MyTaxDeclaration } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IncomeTaxPage } from './IncomeTaxPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchMyTaxDeclaration: vi.fn(), saveMyTaxDeclaration: vi.fn() };
});
const api = { fetch: vi.mocked(fetchMyTaxDeclaration), save: vi.mocked(saveMyTaxDeclaration) };

const loaded = (patch: Partial<MyTaxDeclaration['declaration']> = {}): MyTaxDeclaration => ({
  declaration: {
    employeeId: 7,
    code: 'EMP007',
    fullName: 'Asha Rao',
    taxYear: '2026-27',
    regime: 'new',
    section80C: 0,
    section80D: 0,
    section80DParents: 0,
    parentsSenior: false,
    section80CCD1B: 0,
    homeLoanInterest: 0,
    rentPaid: 0,
    metroCity: false,
    lta: 0,
    previousEmployerIncome: 0,
    previousEmployerTds: 0,
    version: 0,
    updatedAt: null,
    ...patch,
  },
  year: {
    taxYear: '2026-27',
    law: 'Income-tax Act, 2025, section 392',
    limits: {
      section80C: 1_50_000_00,
      section80D: 25_000_00,
      section80DParents: 25_000_00,
      section80DParentsSenior: 50_000_00,
      section80CCD1B: 50_000_00,
      homeLoanInterest: 2_00_000_00,
    },
    metroCities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'],
  },
});

beforeEach(() => vi.resetAllMocks());

describe('currentTaxYear', () => {
  it('turns over on 1 April in India', () => {
    expect(currentTaxYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26'); // 23:30 IST, 31 March
    expect(currentTaxYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27'); // 00:01 IST, 1 April
    expect(currentTaxYear(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
  });
});

describe('IncomeTaxPage', () => {
  it('switches to the old regime and saves the declared rupees as paise', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(loaded());
    api.save.mockResolvedValue(loaded({ regime: 'old', version: 1 }));
    renderAt('/app/employee/income-tax', '/app/employee/income-tax', <IncomeTaxPage />);
    await user.click(await screen.findByLabelText(/Old regime/, {}, { timeout: 30_000 }));
    await user.type(await screen.findByLabelText('Investments under 80C (₹ a year)'), '150000');
    await user.type(screen.getByLabelText('Rent paid in the year (₹ a year)'), '240000');
    await user.click(screen.getByLabelText('I live in a metro city'));
    await user.click(screen.getByRole('button', { name: 'Save declaration' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![1]).toMatchObject({
      regime: 'old',
      section80C: 1_50_000_00,
      rentPaid: 2_40_000_00,
      metroCity: true,
      section80D: 0,
      version: 0,
    });
  });

  it('shows the server’s field message and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(loaded({ regime: 'old' }));
    api.save.mockRejectedValue({
      code: 'VALIDATION',
      message: 'Please check the form.',
      fields: {
        previousEmployerTds: 'The tax deducted cannot be more than the salary it was deducted from.',
      },
    });
    renderAt('/app/employee/income-tax', '/app/employee/income-tax', <IncomeTaxPage />);
    await user.type(
      await screen.findByLabelText('Tax deducted by that employer (₹ a year)', {}, { timeout: 30_000 }),
      '5000',
    );
    await user.click(screen.getByRole('button', { name: 'Save declaration' }));
    expect(
      await screen.findByText('The tax deducted cannot be more than the salary it was deducted from.'),
    ).toBeTruthy();
  });
});
