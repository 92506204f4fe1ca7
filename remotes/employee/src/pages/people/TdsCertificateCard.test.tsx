import { fetchTdsCertificate } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './format';
import { TdsCertificateCard } from './TdsCertificateCard';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchTdsCertificate: vi.fn() };
});
vi.mock('./format', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./format')>();
  return { ...actual, saveBlob: vi.fn() };
});
const fetchCertificate = vi.mocked(fetchTdsCertificate);

beforeEach(() => {
  fetchCertificate.mockReset();
  vi.mocked(saveBlob).mockReset();
});

const open = () =>
  renderAt(
    '/app/employee/income-tax',
    '/app/employee/income-tax',
    <TdsCertificateCard currentYear="2026-27" />,
  );

describe('TdsCertificateCard', () => {
  it('downloads my certificate for the tax year I choose', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    fetchCertificate.mockResolvedValue(pdf);
    open();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tax year' }));
    await userEvent.click(await screen.findByTitle('2025-26'));
    await userEvent.click(screen.getByRole('button', { name: 'Download Form 130' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(pdf, 'form-130-2025-26.pdf'));
    expect(fetchCertificate).toHaveBeenCalledWith('2025-26');
  });

  it('says why when there is no certificate yet', async () => {
    fetchCertificate.mockRejectedValue({
      code: 'NOT_FOUND',
      message: 'No payroll month of the tax year 2026-27 is locked with a payslip for this employee.',
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Download Form 130' }));
    await screen.findByText(
      'No payroll month of the tax year 2026-27 is locked with a payslip for this employee.',
    );
    expect(fetchCertificate).toHaveBeenCalledWith('2026-27');
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
