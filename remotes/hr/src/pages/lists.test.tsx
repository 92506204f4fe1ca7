import { downloadListExport, HR_EXPORT_URLS, hrApi, listResignations } from '@managewell/api';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeeListPage } from './EmployeeListPage';
import { ResignationsPage } from './people/ResignationsPage';
import { ReadLeavesPage } from './ReadLeavesPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    hrApi: {
      ...actual.hrApi,
      employees: vi.fn(),
      leaveRequests: vi.fn(),
      awayToday: vi.fn(),
    },
    listResignations: vi.fn(),
    downloadListExport: vi.fn(),
  };
});
const mocks = {
  employees: vi.mocked(hrApi.employees),
  download: vi.mocked(downloadListExport),
  resignations: vi.mocked(listResignations),
  leaves: vi.mocked(hrApi.leaveRequests),
  away: vi.mocked(hrApi.awayToday),
};

const asha = {
  id: 4,
  code: 'MW0004',
  fullName: 'Asha Rao',
  department: 'Sales',
  designation: 'Sales executive',
  managerName: 'Ravi Iyer',
  dateOfJoining: '2024-06-03',
  username: null,
  status: 'active',
};

beforeEach(() => {
  mocks.employees.mockReset().mockResolvedValue({ items: [asha], total: 1, page: 1, pageSize: 20 } as never);
  mocks.download.mockReset().mockResolvedValue(undefined as never);
  mocks.leaves.mockReset().mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.away.mockReset().mockResolvedValue([] as never);
  mocks.resignations.mockReset().mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
});

describe('HR lists keep their query in the URL', () => {
  it('reads the employee list from the URL, sorts by name and exports the filtered list', async () => {
    renderAt('/employees?department=Sales&sort=bogus&page=2', '/employees', <EmployeeListPage />);
    await waitFor(() =>
      expect(mocks.employees).toHaveBeenCalledWith({
        page: 2,
        pageSize: 20,
        order: 'asc',
        department: 'Sales',
        sort: 'code',
      }),
    );
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('1 employees')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(currentLocation.search).toBe('?department=Sales&sort=fullName'));
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(
      HR_EXPORT_URLS.employees,
      expect.objectContaining({ order: 'asc', department: 'Sales', sort: 'fullName' }),
      'csv',
    );
  });

  it('drops a status the API would refuse and offers the first page past the last', async () => {
    mocks.resignations.mockResolvedValue({ items: [], total: 5, page: 3, pageSize: 20 } as never);
    renderAt('/resignations?status=nope&page=3', '/resignations', <ResignationsPage />);
    await waitFor(() =>
      expect(mocks.resignations).toHaveBeenCalledWith({ page: 3, pageSize: 20, order: 'desc' }),
    );
    expect(await screen.findByText('There are no resignations on this page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(currentLocation.search).toBe('?status=nope'));
  });

  it('sends the leave list only the filters the API takes, so a bad link does not break the page', async () => {
    renderAt(
      '/leaves?status=pending&from=2025-06-31&to=2025-07-02&leaveTypeId=x&department=Sales',
      '/leaves',
      <ReadLeavesPage />,
    );
    await waitFor(() =>
      expect(mocks.leaves).toHaveBeenCalledWith({
        page: 1,
        pageSize: 20,
        order: 'desc',
        status: 'pending',
        department: 'Sales',
        to: '2025-07-02',
      }),
    );
    expect(await screen.findByText('No leave requests match these filters')).toBeTruthy();
  });
});
