import {
  fetchLead,
  fetchLeadDuplicates,
  fetchLeadHistory,
  mergeLead,
  rejectLead,
  updateLead,
  verifyLead,
} from '@managewell/api';
import type { DuplicateLead, LeadHistoryEntry } from '@managewell/api/contract';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLead } from '../../test/fixtures';
import { EditLeadPage } from './EditLeadPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchLead: vi.fn(),
    fetchLeadHistory: vi.fn(),
    updateLead: vi.fn(),
    verifyLead: vi.fn(),
    rejectLead: vi.fn(),
    fetchLeadDuplicates: vi.fn(),
    mergeLead: vi.fn(),
  };
});

const mocks = {
  fetchLead: vi.mocked(fetchLead),
  fetchLeadHistory: vi.mocked(fetchLeadHistory),
  updateLead: vi.mocked(updateLead),
  verifyLead: vi.mocked(verifyLead),
  rejectLead: vi.mocked(rejectLead),
  fetchLeadDuplicates: vi.mocked(fetchLeadDuplicates),
  mergeLead: vi.mocked(mergeLead),
};

const history: LeadHistoryEntry[] = [
  {
    id: 2,
    at: '2025-05-03T11:15:00.000Z',
    action: 'updated',
    actor: { id: 3, username: 'kiran' },
    changes: { city: { from: 'Mumbai', to: 'Pune' }, interests: { from: null, to: 'infinity-pools' } },
    reason: null,
  },
  {
    id: 1,
    at: '2025-05-02T09:30:00.000Z',
    action: 'created',
    actor: { id: 2, username: 'priya' },
    changes: {},
    reason: null,
  },
];

function renderPage(id = '12') {
  return renderAt(
    `/app/verification/edit-leads/${id}`,
    '/app/verification/edit-leads/:lead_id',
    <EditLeadPage />,
  );
}

const firstName = () => screen.getByLabelText('First name') as HTMLInputElement;

describe('EditLeadPage', () => {
  beforeEach(() => {
    for (const mock of Object.values(mocks)) mock.mockReset();
    mocks.fetchLead.mockResolvedValue(makeLead());
    mocks.fetchLeadHistory.mockResolvedValue(history);
    mocks.fetchLeadDuplicates.mockResolvedValue([]);
  });

  it('loads the lead into the form and shows its history', async () => {
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    expect(mocks.fetchLead).toHaveBeenCalledWith(12);
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('9876543210');
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    expect(await screen.findByText('kiran', { exact: false })).toBeTruthy();
    expect(screen.getByText('City:')).toBeTruthy();
    expect(screen.getByText('Mumbai')).toBeTruthy();
    expect(screen.getByText('Interested in:')).toBeTruthy();
    expect(screen.getAllByText('Infinity pools').length).toBeGreaterThan(0);
    expect(mocks.fetchLeadHistory).toHaveBeenCalledWith(12);
  });

  it('saves with the loaded version', async () => {
    mocks.updateLead.mockImplementation(async (_id, body) =>
      makeLead({ first_name: 'Anita', version: 4, city: body.city ?? null }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.clear(firstName());
    await user.type(firstName(), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.updateLead).toHaveBeenCalledTimes(1));
    const [id, body] = mocks.updateLead.mock.calls[0] ?? [];
    expect(id).toBe(12);
    expect(body).toMatchObject({ first_name: 'Anita', mobile: '9876543210', source: 'website', version: 3 });
    // The history is loaded again after the save.
    await waitFor(() => expect(mocks.fetchLeadHistory).toHaveBeenCalledTimes(2));
  });

  it('shows the other lead when an edit reuses its mobile, and "Save anyway" sends allowDuplicate', async () => {
    mocks.updateLead
      .mockRejectedValueOnce({
        code: 'DUPLICATE_LEAD',
        message: 'This lead may already exist.',
        details: [
          {
            id: 7,
            first_name: 'Ravi',
            last_name: 'Kumar',
            email: null,
            mobile: '9000011111',
            status: 'verified',
            created_at: '2025-04-01T10:00:00.000Z',
            matchedOn: ['mobile'],
          },
        ],
      })
      .mockResolvedValueOnce(makeLead({ mobile: '9000011111', version: 4 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    const mobile = screen.getByLabelText('Mobile') as HTMLInputElement;
    await user.clear(mobile);
    await user.type(mobile, '9000011111');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(mocks.updateLead).toHaveBeenCalledTimes(2));
    expect(mocks.updateLead.mock.calls[0]?.[1]).not.toHaveProperty('allowDuplicate');
    expect(mocks.updateLead.mock.calls[1]?.[1]).toMatchObject({
      mobile: '9000011111',
      allowDuplicate: true,
      version: 3,
    });
  });

  it("saves a business customer's GSTIN upper-cased and shows the server's state message on the field", async () => {
    const message =
      "The GSTIN's first two digits must be the GST code of the site's state or of the billing state.";
    mocks.updateLead.mockRejectedValueOnce({ code: 'VALIDATION', message, fields: { gstin: message } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.click(screen.getByLabelText('GSTIN'));
    await user.paste('27aapfu0939f1zv');
    await user.click(screen.getByLabelText('Billing address'));
    await user.paste('4th floor, Trade Centre, Pune');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.updateLead).toHaveBeenCalledTimes(1));
    expect(mocks.updateLead.mock.calls[0]?.[1]).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing_address: '4th floor, Trade Centre, Pune',
    });
    await waitFor(() => expect(document.getElementById('lead_gstin_help')?.textContent).toBe(message));
  }, 60_000);

  it('on 409 keeps both when the two tabs changed different fields, and saves on the new version', async () => {
    mocks.updateLead.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'This lead was changed by someone else.',
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.clear(firstName());
    await user.type(firstName(), 'Anita');
    mocks.fetchLead.mockResolvedValue(makeLead({ city: 'Kochi', version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Someone else saved this lead while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(mocks.updateLead.mock.calls[0]?.[1]).toMatchObject({ version: 3 });
    expect(firstName().value).toBe('Anita');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Kochi');

    mocks.updateLead.mockResolvedValue(makeLead({ first_name: 'Anita', city: 'Kochi', version: 6 }));
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(mocks.updateLead).toHaveBeenCalledTimes(2));
    expect(mocks.updateLead.mock.calls[1]?.[1]).toMatchObject({
      first_name: 'Anita',
      city: 'Kochi',
      version: 5,
    });
    await waitFor(() => expect(screen.queryByText(/saved this lead while you were editing/)).toBeNull());
  });

  it('on 409 asks which to keep when both tabs changed the same field', async () => {
    mocks.updateLead.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'This lead was changed by someone else.',
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.clear(firstName());
    await user.type(firstName(), 'Anita');
    mocks.fetchLead.mockResolvedValue(makeLead({ first_name: 'Asha Rani', version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const group = await screen.findByRole('group', { name: 'First name' }, { timeout: 30_000 });
    expect(within(group).getByText(/Anita/)).toBeTruthy();
    expect(within(group).getByText(/Asha Rani/)).toBeTruthy();
    const merged = screen.getByRole('button', { name: 'Save merged changes' }) as HTMLButtonElement;
    expect(merged.disabled).toBe(true);
    await user.click(within(group).getByLabelText(/Mine/));
    mocks.updateLead.mockResolvedValue(makeLead({ first_name: 'Anita', version: 6 }));
    await user.click(merged);
    await waitFor(() => expect(mocks.updateLead).toHaveBeenCalledTimes(2));
    expect(mocks.updateLead.mock.calls[1]?.[1]).toMatchObject({ first_name: 'Anita', version: 5 });
  });

  it('marks a new lead verified after confirming and says sales can see it', async () => {
    mocks.verifyLead.mockResolvedValue(makeLead({ status: 'verified', version: 4 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.click(screen.getByRole('button', { name: 'Mark verified' }));
    const confirm = await screen.findByRole('tooltip');
    expect(mocks.verifyLead).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Mark verified' }));
    await waitFor(() => expect(mocks.verifyLead).toHaveBeenCalledWith(12, 3, false));
    expect(await screen.findByText(/Sales can now see this lead/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark verified' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says which lead this one may be the same as, and merges it there', async () => {
    const earlier: DuplicateLead = {
      id: 7,
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.in',
      mobile: '9876543210',
      status: 'verified',
      created_at: '2025-04-01T10:00:00.000Z',
      matchedOn: ['mobile', 'email'],
    };
    mocks.fetchLeadDuplicates.mockResolvedValue([earlier]);
    mocks.fetchLead.mockImplementation(async (id) => makeLead({ id, version: id === 7 ? 9 : 3 }));
    mocks.mergeLead.mockResolvedValue(makeLead({ id: 7, version: 10 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(/May be the same as/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asha Rao (lead #7)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Merge into lead #7' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(mocks.mergeLead).toHaveBeenCalledWith(12, { into: 7, version: 3, into_version: 9 }),
    );
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/7'));
  });

  it('offers "Verify anyway" when verifying finds the same customer', async () => {
    mocks.verifyLead.mockRejectedValueOnce({
      success: false,
      code: 'DUPLICATE_LEAD',
      message: 'This lead may already exist.',
      details: [
        {
          id: 7,
          first_name: 'Asha',
          last_name: null,
          email: null,
          mobile: '9876543210',
          status: 'new',
          created_at: '2025-04-01T10:00:00.000Z',
          matchedOn: ['mobile'],
        },
      ],
    });
    mocks.verifyLead.mockResolvedValueOnce(makeLead({ status: 'verified', version: 4 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.click(screen.getByRole('button', { name: 'Mark verified' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Mark verified' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verify anyway' }));
    await waitFor(() => expect(mocks.verifyLead).toHaveBeenLastCalledWith(12, 3, true));
  });

  it('asks for a reason of at least 3 characters before rejecting', async () => {
    mocks.rejectLead.mockResolvedValue(
      makeLead({ status: 'rejected', rejection_reason: 'Wrong number', version: 4 }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(firstName().value).toBe('Asha'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject lead' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting this lead.')).toBeTruthy();
    expect(mocks.rejectLead).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Reason for rejecting'));
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), '  Wrong number ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject lead' }));
    await waitFor(() => expect(mocks.rejectLead).toHaveBeenCalledWith(12, 3, 'Wrong number'));
    expect(await screen.findByText('This lead was rejected')).toBeTruthy();
    expect(screen.getByText('Wrong number')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });

  it('shows "Lead not found" with a way back for a 404', async () => {
    mocks.fetchLead.mockRejectedValue({ code: 'NOT_FOUND', message: 'No such lead.' });
    renderPage('999');
    expect(await screen.findAllByText('Lead not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/app/verification/read-leads',
    );
  });

  it('treats a lead id that is not a number as not found without calling the API', async () => {
    renderPage('abc');
    expect(await screen.findAllByText('Lead not found')).toBeTruthy();
    expect(mocks.fetchLead).not.toHaveBeenCalled();
  });
});
