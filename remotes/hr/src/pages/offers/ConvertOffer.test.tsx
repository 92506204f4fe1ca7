import { convertOffer } from '@managewell/api';
import type { OfferDetail } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConvertOffer } from './ConvertOffer';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, convertOffer: vi.fn() };
});
const convert = vi.mocked(convertOffer);

beforeEach(() => vi.resetAllMocks());

const OFFER = {
  id: 7,
  candidateName: 'Kavya Menon',
  candidateEmail: 'Kavya.Menon@example.in',
  status: 'accepted',
  employeeId: null,
} as OfferDetail;

const show = (offer: OfferDetail, onConverted = vi.fn()) =>
  renderAt(
    '/app/hr/offer-letter',
    '/app/hr/offer-letter',
    <ConvertOffer offer={offer} onConverted={onConverted} />,
  );

describe('ConvertOffer', () => {
  it('creates the employee with an account and shows the temporary password once', async () => {
    const user = userEvent.setup({ delay: null });
    const onConverted = vi.fn();
    convert.mockResolvedValue({
      created: true,
      temporaryPassword: 'abcd-efgh-jkmn',
      employee: { id: 31, code: 'MW031', fullName: 'Kavya Menon', username: 'kavya.menon' },
    } as Awaited<ReturnType<typeof convertOffer>>);
    show(OFFER, onConverted);
    await user.click(screen.getByRole('button', { name: 'Create employee' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Username')).value).toBe('kavya.menon');
    const dialog = screen.getByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Create employee')!,
    );
    await waitFor(() =>
      expect(convert).toHaveBeenCalledWith(7, { username: 'kavya.menon', role: 'employee' }),
    );
    expect((await screen.findByTestId('temporary-password')).textContent).toContain('abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onConverted).toHaveBeenCalled();
  });

  it('links to the employee once converted, and offers nothing before acceptance', () => {
    const { unmount } = show({ ...OFFER, employeeId: 31 });
    expect(screen.getByRole('link', { name: 'Open the employee record' }).getAttribute('href')).toBe(
      '/app/hr/employee-details?id=31',
    );
    expect(screen.queryByRole('button', { name: 'Create employee' })).toBeNull();
    unmount();
    show({ ...OFFER, status: 'viewed' });
    expect(screen.queryByRole('button', { name: 'Create employee' })).toBeNull();
  });
});
