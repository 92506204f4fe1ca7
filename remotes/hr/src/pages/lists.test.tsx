import {
  downloadListExport,
  GOAL_SHEETS_EXPORT_URL,
  HR_EXPORT_URLS,
  hrApi,
  listAppraisalCycles,
  listGoalSheets,
  listOffers,
  listResignations,
  listSalaries,
  OFFER_EXPORT_URLS,
  PAYROLL_EXPORT_URLS,
} from '@managewell/api';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeeListPage } from './EmployeeListPage';
import { EmployeeGoalsPage } from './goals/EmployeeGoalsPage';
import { OfferLetterPage } from './offers/OfferLetterPage';
import { ResignationsPage } from './people/ResignationsPage';
import { SalaryPage } from './people/SalaryPage';
import { ReadAttendancePage } from './ReadAttendancePage';
import { ReadLeavesPage } from './ReadLeavesPage';
import { ReadTimesheetPage } from './ReadTimesheetPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    hrApi: {
      ...actual.hrApi,
      employees: vi.fn(),
      leaveRequests: vi.fn(),
      awayToday: vi.fn(),
      overtime: vi.fn(),
      attendance: vi.fn(),
      holidays: vi.fn(),
      holidayLists: vi.fn(),
      addHoliday: vi.fn(),
      regularisations: vi.fn(),
    },
    listResignations: vi.fn(),
    listGoalSheets: vi.fn(),
    listAppraisalCycles: vi.fn(),
    listOffers: vi.fn(),
    listSalaries: vi.fn(),
    downloadListExport: vi.fn(),
  };
});
const mocks = {
  employees: vi.mocked(hrApi.employees),
  download: vi.mocked(downloadListExport),
  resignations: vi.mocked(listResignations),
  leaves: vi.mocked(hrApi.leaveRequests),
  away: vi.mocked(hrApi.awayToday),
  overtime: vi.mocked(hrApi.overtime),
  attendance: vi.mocked(hrApi.attendance),
  holidays: vi.mocked(hrApi.holidays),
  holidayLists: vi.mocked(hrApi.holidayLists),
  addHoliday: vi.mocked(hrApi.addHoliday),
  corrections: vi.mocked(hrApi.regularisations),
  sheets: vi.mocked(listGoalSheets),
  cycles: vi.mocked(listAppraisalCycles),
  offers: vi.mocked(listOffers),
  salaries: vi.mocked(listSalaries),
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

const overtime = (id: number) => ({
  id,
  employeeId: id,
  employeeName: `Person ${id}`,
  employeeCode: `MW${id}`,
  date: '2026-11-02',
  hours: 2,
  reason: 'Site visit',
  status: 'pending',
});

beforeEach(() => {
  vi.clearAllMocks();
  mocks.employees.mockReset().mockResolvedValue({ items: [asha], total: 1, page: 1, pageSize: 20 } as never);
  mocks.download.mockReset().mockResolvedValue(undefined as never);
  mocks.leaves.mockReset().mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.away.mockReset().mockResolvedValue([] as never);
  mocks.resignations.mockReset().mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.overtime.mockResolvedValue(Array.from({ length: 45 }, (_, i) => overtime(i + 1)) as never);
  mocks.attendance.mockResolvedValue({ month: '2026-10', dates: [], rows: [] } as never);
  mocks.sheets.mockResolvedValue({ cycle: null, items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.cycles.mockResolvedValue([] as never);
  mocks.offers.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.salaries.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
  mocks.corrections.mockResolvedValue([] as never);
  mocks.holidays.mockResolvedValue([
    { id: 1, listId: 1, date: '2025-08-15', name: 'Independence Day', optional: false },
  ] as never);
  const list = { workState: null, workLocation: null, optionalAllowed: 0, holidayCount: 1 };
  mocks.holidayLists.mockResolvedValue([
    { ...list, id: 1, name: 'Company holidays', isDefault: true },
    {
      ...list,
      id: 7,
      name: 'Karnataka — Bengaluru',
      workState: 'Karnataka',
      isDefault: false,
      optionalAllowed: 2,
    },
  ] as never);
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

describe('HR lists on the list kit', () => {
  it('pages the overtime requests the server sends whole, filters them from the URL and exports them', async () => {
    renderAt('/timesheet?tab=overtime&status=pending&page=3', '/timesheet', <ReadTimesheetPage />);
    await waitFor(() => expect(mocks.overtime).toHaveBeenCalledWith('pending'));
    expect(await screen.findByText('Person 45 (MW45)')).toBeTruthy();
    expect(screen.queryByText('Person 40 (MW40)')).toBeNull();
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentLocation.search).toBe('?tab=overtime&status=pending&page=2'));
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(mocks.download).toHaveBeenCalledWith(
      HR_EXPORT_URLS.overtime,
      expect.objectContaining({ status: 'pending' }),
      'xlsx',
    );
  });

  it('reads the attendance month and department from the URL and exports that grid', async () => {
    renderAt('/attendance?month=2026-10&department=Sales', '/attendance', <ReadAttendancePage />);
    await waitFor(() =>
      expect(mocks.attendance).toHaveBeenCalledWith({ month: '2026-10', department: 'Sales', q: undefined }),
    );
    expect(await screen.findByText('No employees match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(
      HR_EXPORT_URLS.attendance,
      { month: '2026-10', department: 'Sales', q: undefined },
      'csv',
    );
  });

  it('asks for the goal sheets of the cycle and search in the URL', async () => {
    renderAt('/goals?cycle=3&q=Anjali&status=bogus', '/goals', <EmployeeGoalsPage />);
    await waitFor(() =>
      expect(mocks.sheets).toHaveBeenCalledWith({
        page: 1,
        pageSize: 20,
        cycleId: 3,
        department: undefined,
        status: undefined,
        q: 'Anjali',
      }),
    );
    expect(await screen.findByText('Nobody matches these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(mocks.download).toHaveBeenCalledWith(
      GOAL_SHEETS_EXPORT_URL,
      { cycleId: 3, department: undefined, status: undefined, q: 'Anjali' },
      'xlsx',
    );
  });

  it('sends the offers search as the API names it', async () => {
    renderAt('/offers?q=Meera&status=sent', '/offers', <OfferLetterPage />);
    await waitFor(() =>
      expect(mocks.offers).toHaveBeenCalledWith({ page: 1, pageSize: 20, status: 'sent', search: 'Meera' }),
    );
    expect(await screen.findByText('No offers match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(
      OFFER_EXPORT_URLS.offers,
      { status: 'sent', search: 'Meera' },
      'csv',
    );
  });

  it('searches and exports the salary structures with the same search', async () => {
    renderAt('/salary?tab=structures&q=Asha', '/salary', <SalaryPage />);
    await waitFor(() =>
      expect(mocks.salaries).toHaveBeenCalledWith({ page: 1, pageSize: 20, order: 'asc', search: 'Asha' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(PAYROLL_EXPORT_URLS.salaries, { search: 'Asha' }, 'csv');
  });

  it('shows the holiday calendar of the year in the URL', async () => {
    renderAt('/leaves?tab=holidays&year=2025', '/leaves', <ReadLeavesPage />);
    expect(await screen.findByText('Independence Day')).toBeTruthy();
    expect(mocks.holidays).toHaveBeenCalledWith(2025, undefined);
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(HR_EXPORT_URLS.holidays, { year: 2025 }, 'csv');
  });

  it('shows the holiday list in the URL and adds optional holidays to it', async () => {
    mocks.addHoliday.mockResolvedValue({} as never);
    renderAt('/leaves?tab=holidays&year=2025&list=7', '/leaves', <ReadLeavesPage />);
    expect(
      await screen.findByText('Each person may choose 2 of this list’s optional holidays a year.'),
    ).toBeTruthy();
    expect(mocks.holidays).toHaveBeenCalledWith(2025, 7);
    expect(await screen.findByText('Mandatory')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('Holiday name'), 'Ugadi');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Optional' }));
    await userEvent.click(screen.getByLabelText('Holiday date'));
    await userEvent.type(screen.getByLabelText('Holiday date'), '2025-03-30{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(mocks.addHoliday).toHaveBeenCalledWith({
        listId: 7,
        date: '2025-03-30',
        name: 'Ugadi',
        optional: true,
      }),
    );
  });

  it('shows the pending corrections unless the URL asks for all of them', async () => {
    const { unmount } = renderAt('/attendance?tab=corrections', '/attendance', <ReadAttendancePage />);
    await waitFor(() => expect(mocks.corrections).toHaveBeenCalledWith('pending'));
    expect(await screen.findByText('No corrections yet')).toBeTruthy();
    unmount();
    renderAt('/attendance?tab=corrections&status=all', '/attendance', <ReadAttendancePage />);
    await waitFor(() => expect(mocks.corrections).toHaveBeenLastCalledWith(undefined));
    expect(await screen.findByText('No corrections match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(HR_EXPORT_URLS.regularisations, { status: undefined }, 'csv');
  });
});
