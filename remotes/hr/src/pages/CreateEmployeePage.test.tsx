import { hrApi } from '@managewell/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateEmployeePage } from './CreateEmployeePage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, hrApi: { ...actual.hrApi, directory: vi.fn(), createEmployee: vi.fn() } };
});
const api = { directory: vi.mocked(hrApi.directory), create: vi.mocked(hrApi.createEmployee) };

beforeEach(() => {
  vi.resetAllMocks();
  api.directory.mockResolvedValue([] as never);
});

const open = () => {
  const router = createMemoryRouter(
    [
      { path: '/app/hr/create-employee', element: <CreateEmployeePage /> },
      { path: '*', element: <div>Elsewhere</div> },
    ],
    { initialEntries: ['/app/hr/create-employee'] },
  );
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
};
const WAIT = { timeout: 30_000 };
// The form's Selects load antd's Select when reached for (see docs/decisions/0011-load-on-first-use.md): on a busy machine the first
// import of it, and of the form, takes longer than the project's 20 s bound.
const SLOW = 60_000;

describe('CreateEmployeePage with EmployeeForm', () => {
  it(
    'says which required fields are missing and sends nothing',
    async () => {
      const user = userEvent.setup({ delay: null });
      open();
      await user.click(await screen.findByRole('button', { name: 'Create employee' }));
      expect(await screen.findByText('Enter the full name.', {}, WAIT)).toBeTruthy();
      expect(screen.getByText('Enter the e-mail address.')).toBeTruthy();
      expect(screen.getByText('Enter the mobile number.')).toBeTruthy();
      expect(screen.getByText('Choose a department.')).toBeTruthy();
      expect(screen.getByText('Enter the designation.')).toBeTruthy();
      expect(api.create).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'checks the mobile with the contract as it is typed, taking +91, 0, spaces and hyphens',
    async () => {
      const user = userEvent.setup({ delay: null });
      open();
      const mobile = await screen.findByLabelText('Mobile', {}, WAIT);
      await user.type(mobile, '12345');
      expect(
        await screen.findByText('Enter a 10-digit Indian mobile number (+91 optional).', {}, WAIT),
      ).toBeTruthy();
      await user.clear(mobile);
      await user.type(mobile, '+91 98200-55511');
      await waitFor(
        () => expect(screen.queryByText('Enter a 10-digit Indian mobile number (+91 optional).')).toBeNull(),
        WAIT,
      );
    },
    SLOW,
  );

  it(
    'keeps a notice period over 180 days as typed, with the contract’s message',
    async () => {
      const user = userEvent.setup({ delay: null });
      open();
      const notice = await screen.findByLabelText<HTMLInputElement>('Notice period (days)', {}, WAIT);
      await user.clear(notice);
      await user.type(notice, '200');
      await user.tab();
      expect(await screen.findByText('The notice period is at most 180 days.', {}, WAIT)).toBeTruthy();
      expect(notice.value).toBe('200');
    },
    SLOW,
  );

  it(
    "shows the server's field errors under their fields and keeps what was typed",
    async () => {
      const user = userEvent.setup({ delay: null });
      api.create.mockRejectedValue({
        code: 'VALIDATION_FAILED',
        message: 'Some fields need a fix.',
        response: { data: { fields: { email: 'Another employee has this e-mail address.' } } },
      });
      open();
      await user.type(await screen.findByLabelText('Full name'), 'Nisha Kapoor');
      await user.type(screen.getByLabelText('E-mail'), 'nisha@managewell.in');
      await user.type(screen.getByLabelText('Mobile'), '98200 55511');
      await user.click(screen.getByRole('combobox', { name: 'Department' }));
      await user.click(await screen.findByTitle('Design', {}, WAIT));
      await user.type(screen.getByLabelText('Designation'), 'Pool Designer');
      await user.click(screen.getByRole('button', { name: 'Create employee' }));
      expect(await screen.findByText('Another employee has this e-mail address.', {}, WAIT)).toBeTruthy();
      expect(api.create).toHaveBeenCalledTimes(1);
      expect(api.create.mock.calls[0]![0]).toMatchObject({ fullName: 'Nisha Kapoor', department: 'Design' });
      expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Nisha Kapoor');
    },
    SLOW,
  );

  it(
    'asks before leaving a half-filled form',
    async () => {
      const user = userEvent.setup({ delay: null });
      open();
      await user.type(await screen.findByLabelText('Full name', {}, WAIT), 'Meera Iyer');
      await user.click(screen.getByRole('link', { name: 'Employee List' }));
      expect((await screen.findAllByText('Leave without saving?', {}, WAIT)).length).toBeGreaterThan(0);
      expect(screen.queryByText('Elsewhere')).toBeNull();
    },
    SLOW,
  );
});

describe('the date of birth field', () => {
  it(
    'keeps a typed date when Tab leaves it, and Enter there never submits the form',
    async () => {
      const user = userEvent.setup({ delay: null });
      open();
      await user.click(await screen.findByLabelText('Date of birth'));
      await waitFor(() => expect(document.activeElement?.closest('.ant-picker')).not.toBeNull(), WAIT);
      await user.keyboard('12/03/1991');
      await user.tab();
      await waitFor(() =>
        expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('12 Mar 1991'),
      );
      // Enter on the typed day, and on a half-typed one, stays in the field.
      await user.click(screen.getByLabelText('Date of birth'));
      await user.keyboard('{Enter}');
      await user.keyboard('{Escape}');
      await user.click(screen.getByLabelText('Date of joining'));
      await user.keyboard('{Control>}a{/Control}{Backspace}31/02{Enter}');
      expect(screen.queryByText('Enter the full name.')).toBeNull();
      expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('12 Mar 1991');
      expect(api.create).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
