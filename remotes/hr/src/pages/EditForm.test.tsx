import { hrApi } from '@managewell/api';
import type { EmployeeDetail } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditForm } from './EditForm';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    hrApi: { ...actual.hrApi, directory: vi.fn(), employee: vi.fn(), updateEmployee: vi.fn() },
  };
});
const api = {
  directory: vi.mocked(hrApi.directory),
  employee: vi.mocked(hrApi.employee),
  update: vi.mocked(hrApi.updateEmployee),
};

const meera: EmployeeDetail = {
  id: 5,
  code: 'MW0005',
  fullName: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '+919876543210',
  department: 'Projects',
  designation: 'Site Engineer',
  managerName: null,
  dateOfJoining: '2025-04-01',
  employmentType: 'permanent',
  workLocation: 'Mumbai head office',
  status: 'active',
  username: null,
  role: null,
  userId: null,
  managerId: null,
  dateOfBirth: null,
  workState: 'Maharashtra',
  noticeDays: 30,
  pan: null,
  aadhaarLast4: null,
  bankAccount: null,
  ifsc: null,
  uan: null,
  esicNumber: null,
  emergencyContact: null,
  accountActive: null,
  mustChangePassword: null,
  version: 3,
  createdAt: '2025-04-01T04:30:00.000Z',
  updatedAt: '2025-04-01T04:30:00.000Z',
};

const WAIT = { timeout: 30_000 };
// The form's Selects and date pickers load when reached for: slow on a busy machine.
const SLOW = 60_000;

beforeEach(() => {
  vi.resetAllMocks();
  api.directory.mockResolvedValue([] as never);
});

const open = (onSaved = vi.fn()) =>
  renderAt(
    '/app/hr/employee-details',
    '/app/hr/employee-details',
    <EditForm employee={meera} onSaved={onSaved} />,
  );

describe('EditForm on a stale save', () => {
  it(
    'keeps my designation and their work location, and saves on their version',
    async () => {
      const user = userEvent.setup({ delay: null });
      api.update.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this employee.' });
      api.employee.mockResolvedValue({ ...meera, workLocation: 'Pune site office', version: 4 });
      open();
      const designation = (await screen.findByLabelText('Designation', {}, WAIT)) as HTMLInputElement;
      await user.clear(designation);
      await user.type(designation, 'Senior Site Engineer');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText('Someone else saved this employee while you were editing', {}, WAIT),
      ).toBeTruthy();
      expect((screen.getByLabelText('Work location') as HTMLInputElement).value).toBe('Pune site office');
      expect(designation.value).toBe('Senior Site Engineer');

      api.update.mockResolvedValue({ ...meera, version: 5 } as never);
      await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
      await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
      expect(api.update.mock.calls[1]![1]).toMatchObject({
        designation: 'Senior Site Engineer',
        workLocation: 'Pune site office',
        version: 4,
      });
    },
    SLOW,
  );

  it(
    'asks which to keep when both changed the same field',
    async () => {
      const user = userEvent.setup({ delay: null });
      api.update.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this employee.' });
      api.employee.mockResolvedValue({ ...meera, designation: 'Project Lead', version: 4 });
      open();
      const designation = (await screen.findByLabelText('Designation', {}, WAIT)) as HTMLInputElement;
      await user.clear(designation);
      await user.type(designation, 'Senior Site Engineer');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const group = await screen.findByRole('group', { name: 'Designation' }, WAIT);
      await user.click(within(group).getByLabelText(/Theirs/));
      api.update.mockResolvedValue({ ...meera, version: 5 } as never);
      await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
      await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
      expect(api.update.mock.calls[1]![1]).toMatchObject({ designation: 'Project Lead', version: 4 });
    },
    SLOW,
  );
});
