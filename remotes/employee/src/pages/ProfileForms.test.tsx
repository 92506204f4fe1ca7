import { selfApi } from '@managewell/api';
import type { EmployeeDetail } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ProfileForms';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, selfApi: { ...actual.selfApi, profile: vi.fn(), updateContact: vi.fn() } };
});
const api = { profile: vi.mocked(selfApi.profile), update: vi.mocked(selfApi.updateContact) };

const me = (patch: Partial<EmployeeDetail> = {}): EmployeeDetail =>
  ({
    id: 7,
    phone: '+919820041275',
    emergencyContact: { name: 'Asha Rao', relation: 'Mother', phone: '+919820041276' },
    version: 2,
    ...patch,
  }) as EmployeeDetail;

beforeEach(() => vi.resetAllMocks());

describe('ContactForm', () => {
  it('on a stale save keeps my mobile and their emergency contact, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    api.update.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Your record was changed meanwhile.' });
    api.profile.mockResolvedValue({
      employee: me({
        emergencyContact: { name: 'Ravi Rao', relation: 'Father', phone: '+919820041276' },
        version: 3,
      }),
      changeRequests: [],
    });
    renderAt(
      '/app/employee/profile',
      '/app/employee/profile',
      <ContactForm employee={me()} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    const mobile = (await screen.findAllByLabelText('Mobile'))[0] as HTMLInputElement;
    await user.clear(mobile);
    await user.type(mobile, '+91 98200 99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Someone else saved this record while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ravi Rao');
    expect(mobile.value).toBe('+91 98200 99999');

    api.update.mockResolvedValue(me({ version: 4 }));
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
    expect(api.update.mock.calls[1]![0]).toMatchObject({
      phone: '+919820099999',
      emergencyContact: { name: 'Ravi Rao', relation: 'Father' },
      version: 3,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('asks before leaving with unsaved contact details', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(
      '/app/employee/profile',
      '/app/employee/profile',
      <>
        <Link to="/app/employee/leave-request">Leaves</Link>
        <ContactForm employee={me()} onSaved={vi.fn()} onCancel={vi.fn()} />
      </>,
    );
    await user.type(await screen.findByLabelText('Relation'), ' (in law)');
    await user.click(screen.getByRole('link', { name: 'Leaves' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Relation').value).toBe('Mother (in law)');
  });
});
