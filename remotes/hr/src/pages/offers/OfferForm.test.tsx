import { fetchOffer } from '@managewell/api';
import type { OfferDetail } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OfferForm } from './OfferForm';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchOffer: vi.fn() };
});

const draft = {
  id: 7,
  number: 'MW-OL/2026-27/0007',
  candidateName: 'Ananya Deshpande',
  candidateEmail: 'ananya@example.in',
  candidatePhone: null,
  designation: 'Site Engineer',
  department: 'Projects',
  location: 'Pune',
  workState: 'Maharashtra',
  joiningDate: '2030-12-01',
  expiresOn: '2030-11-20',
  breakup: { basic: 25_000_00, hra: 10_000_00, special: 8_000_00, other: 0 },
} as unknown as OfferDetail;

/** The form as the offers page shows it: inside the app's data router (its unsaved-changes guard needs one). */
const render = (form: ReactElement) => renderAt('/app/hr/offer-letter', '/app/hr/offer-letter', form);

describe('OfferForm', () => {
  it('asks for the required fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<OfferForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter the candidate’s name.')).toBeTruthy();
    expect(screen.getByText('Enter the basic salary.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the CTC break-up as amounts change and submits paise and ISO dates', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<OfferForm offer={draft} onSubmit={onSubmit} />);
    // 25,000 + 10,000 + 8,000 gross, employer PF ₹1,800 → ₹44,800 a month, ₹5,37,600 a year.
    expect(await screen.findByText('₹5,37,600.00')).toBeTruthy();
    const special = screen.getByLabelText('Special (₹/month)');
    await user.clear(special);
    await user.type(special, '10000');
    expect(await screen.findByText('₹5,61,600.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      candidateName: 'Ananya Deshpande',
      basic: 25_000_00,
      special: 10_000_00,
      joiningDate: '2030-12-01',
      expiresOn: '2030-11-20',
    });
  });

  it('puts the server’s field messages on the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message: 'Check the fields.',
      fields: { candidateEmail: 'This address bounced before.' },
    });
    render(<OfferForm offer={draft} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This address bounced before.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check the fields.');
  });

  it('on a stale save keeps my special allowance and their designation, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this offer.' })
      .mockResolvedValue(undefined);
    vi.mocked(fetchOffer).mockResolvedValue({ ...draft, designation: 'Senior Site Engineer', version: 4 });
    render(<OfferForm offer={{ ...draft, version: 3 }} onSubmit={onSubmit} />);
    const special = await screen.findByLabelText('Special (₹/month)');
    await user.clear(special);
    await user.type(special, '10000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Someone else saved this offer while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Designation').value).toBe('Senior Site Engineer');
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({
      designation: 'Senior Site Engineer',
      special: 10_000_00,
    });
    expect(onSubmit.mock.calls[1]![1]).toBe(4);
  });

  it('keeps an amount outside the rule as typed and says why, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<OfferForm offer={draft} onSubmit={onSubmit} />);
    const hra = await screen.findByLabelText('HRA (₹/month)');
    await user.clear(hra);
    await user.type(hra, '-500');
    const basic = screen.getByLabelText('Basic (₹/month)');
    await user.clear(basic);
    await user.type(basic, '123.456');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('An amount cannot be negative.')).toBeTruthy();
    expect(await screen.findByText('Amounts are whole paise.')).toBeTruthy();
    expect((hra as HTMLInputElement).value).toBe('-500');
    expect((basic as HTMLInputElement).value).toBe('123.456');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
