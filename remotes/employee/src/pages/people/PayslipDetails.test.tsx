import { fetchMyPayslip, type PayslipDetail } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayslipDetails } from './PayslipDetails';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchMyPayslip: vi.fn() };
});

const slip = {
  id: 5,
  month: '2026-04',
  employee: { pan: 'ABCDE1234F', uan: '100200300400', esicNumber: '3100123456' },
  figures: {
    overtimeHours: 0,
    earnings: { basic: 5_00_000_00, hra: 2_00_000_00, special: 3_00_000_00, other: 0, overtime: 0 },
    grossEarned: 10_00_000_00,
    deductions: { epf: 1_800_00, esi: 0, professionalTax: 200_00 },
    totalDeductions: 3_16_698_00,
    netPay: 6_83_302_00,
    explanations: ['Income tax (Income-tax Act, 2025, section 392, new regime, tax year 2026-27): …'],
    incomeTax: {
      taxYear: '2026-27',
      law: 'Income-tax Act, 2025, section 392',
      regime: 'new',
      projectedGross: 1_20_00_000_00,
      projectedTaxable: 1_19_25_000_00,
      annualTax: 37_76_370_00,
      deductedBefore: 0,
      monthsLeft: 12,
      tds: 3_14_698_00,
      ytdGross: 10_00_000_00,
      ytdTds: 3_14_698_00,
    },
  },
} as unknown as PayslipDetail;

describe('PayslipDetails', () => {
  it('shows the month’s TDS and the year to date', async () => {
    vi.mocked(fetchMyPayslip).mockResolvedValue(slip);
    renderAt(
      '/app/employee/payslips',
      '/app/employee/payslips',
      <PayslipDetails id={5} month="2026-04" onClose={vi.fn()} />,
    );
    expect(await screen.findByText('Income tax (TDS)', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getAllByText('₹3,14,698.00')).toHaveLength(2); // this month and to date
    expect(screen.getByText('₹37,76,370.00')).toBeTruthy();
    expect(screen.getByText('₹1,19,25,000.00')).toBeTruthy();
  });

  it('shows the PAN, UAN and ESIC number the payslip was made with', async () => {
    vi.mocked(fetchMyPayslip).mockResolvedValue(slip);
    renderAt(
      '/app/employee/payslips',
      '/app/employee/payslips',
      <PayslipDetails id={5} month="2026-04" onClose={vi.fn()} />,
    );
    expect(await screen.findByText('100200300400', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('3100123456')).toBeTruthy();
  });
});
