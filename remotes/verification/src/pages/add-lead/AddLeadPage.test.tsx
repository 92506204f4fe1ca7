import { createLead } from '@managewell/api';
import { type DuplicateLead, LEAD_MESSAGES, type Lead } from '@managewell/api/contract';
import { chooseOption, currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddLeadPage } from './AddLeadPage';
// The page loads its duplicates dialog when the server reports a match (see docs/decisions/0011-load-on-first-use.md); imported here
// too, so the test does not wait for a module load that a busy machine makes slow.
import '../shared/DuplicateLeadsModal';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, createLead: vi.fn() };
});

const createLeadMock = vi.mocked(createLead);

function renderPage() {
  return renderAt('/app/verification/add-lead', '/app/verification/add-lead', <AddLeadPage />);
}

async function chooseSource(user: ReturnType<typeof userEvent.setup>, label: string) {
  await chooseOption(user, 'Source', label);
}

const savedLead = { id: 42 } as Lead;

describe('AddLeadPage', () => {
  beforeEach(() => {
    createLeadMock.mockReset();
  });

  it("shows the spec's messages for an empty name and mobile and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(await screen.findByText(LEAD_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(LEAD_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText('Choose where the lead came from.')).toBeTruthy();
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('rejects a bad e-mail, a 9-digit mobile and a mobile with letters', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Mobile'), '987654321');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(await screen.findByText(LEAD_MESSAGES.email)).toBeTruthy();
    expect(await screen.findByText(LEAD_MESSAGES.phoneLength)).toBeTruthy();

    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '98765abcde');
    expect(await screen.findByText(LEAD_MESSAGES.phone)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LEAD_MESSAGES.phoneLength)).toBeNull());
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('keeps a name over its limit as pasted, counts it and says so, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const name = screen.getByLabelText<HTMLInputElement>('First name');
    await user.click(name);
    await user.paste('A'.repeat(1000));
    expect(name.value).toHaveLength(1000);
    expect(await screen.findByText('At most 100 characters.')).toBeTruthy();
    expect(screen.getByText('1000 / 100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('keeps a deal size that is not whole rupees as typed and says why, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const deal = screen.getByLabelText<HTMLInputElement>('Deal size');
    await user.type(deal, '12.5');
    expect(await screen.findByText('Enter a whole number of rupees.')).toBeTruthy();
    expect(deal.value).toBe('12.5');
    await user.clear(deal);
    await user.type(deal, '-300');
    expect(await screen.findByText('The deal size cannot be negative.')).toBeTruthy();
    expect(deal.value).toBe('-300');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(createLeadMock).not.toHaveBeenCalled();
  });

  it('sends the parsed lead and opens it after saving', async () => {
    createLeadMock.mockResolvedValue(savedLead);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(screen.getByLabelText('First name'), '  Asha ');
    await user.type(screen.getByLabelText('Mobile'), '+91 98765 43210');
    await user.type(screen.getByLabelText('E-mail'), 'Asha@Example.com');
    await chooseSource(user, 'Walk in');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));

    await waitFor(() => expect(createLeadMock).toHaveBeenCalledTimes(1));
    expect(createLeadMock.mock.calls[0]?.[0]).toEqual({
      first_name: 'Asha',
      mobile: '9876543210',
      email: 'asha@example.com',
      country: 'India',
      tags: [],
      source: 'walk-in',
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/42'));
  });

  it('lists the duplicates of a DUPLICATE_LEAD answer and "Add anyway" resubmits with allowDuplicate', async () => {
    const match: DuplicateLead = {
      id: 7,
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.com',
      mobile: '9876543210',
      status: 'verified',
      created_at: '2025-03-04T10:00:00.000Z',
      matchedOn: ['mobile'],
    };
    createLeadMock
      .mockRejectedValueOnce({
        code: 'DUPLICATE_LEAD',
        message: 'A lead with this mobile exists.',
        details: [match],
      })
      .mockResolvedValueOnce(savedLead);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(screen.getByLabelText('First name'), 'Ravi');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await chooseSource(user, 'Phone call');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(dialog).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(dialog).getByText('ravi@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Verified')).toBeTruthy();
    expect(within(dialog).getByText('4 Mar 2025')).toBeTruthy();
    const row = within(dialog).getByText('Ravi Kumar').closest('tr') as HTMLElement;
    expect(within(row).getByText('Mobile')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open Ravi Kumar/ })
        .getAttribute('href'),
    ).toBe('/app/verification/edit-leads/7');
    expect(createLeadMock.mock.calls[0]?.[0]).not.toHaveProperty('allowDuplicate');
    // Nothing typed is lost while the warning shows.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ravi');

    await user.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(createLeadMock).toHaveBeenCalledTimes(2));
    expect(createLeadMock.mock.calls[1]?.[0]).toMatchObject({
      first_name: 'Ravi',
      mobile: '9876543210',
      allowDuplicate: true,
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/42'));
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    createLeadMock.mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention.',
      fields: { email: 'This e-mail is blocked.' },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(screen.getByLabelText('First name'), 'Meena');
    await user.type(screen.getByLabelText('Mobile'), '9123456780');
    await user.type(screen.getByLabelText('E-mail'), 'meena@example.com');
    await chooseSource(user, 'Website');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));

    expect(await screen.findByText('This e-mail is blocked.')).toBeTruthy();
    expect(screen.getByText('Some fields need attention.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('meena@example.com');
    expect(currentLocation.pathname).toBe('/app/verification/add-lead');
  });

  it('asks before leaving with unsaved edits, and stays or leaves as chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stay' })).toBeNull());
    expect(currentLocation.pathname).toBe('/app/verification/add-lead');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Asha');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/read-leads'));
  });
});
