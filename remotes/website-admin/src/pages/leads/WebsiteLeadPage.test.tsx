import {
  getWebsiteLead,
  replyToWebsiteLead,
  updateWebsiteLead,
  websiteLeadAssignees,
  websiteLeadToVerification,
} from '@managewell/api';
import type { WebsiteLeadDetail } from '@managewell/api/contract';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebsiteLeadPage } from './WebsiteLeadPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    getWebsiteLead: vi.fn(),
    updateWebsiteLead: vi.fn(),
    replyToWebsiteLead: vi.fn(),
    websiteLeadAssignees: vi.fn(),
    websiteLeadToVerification: vi.fn(),
  };
});
const getMock = vi.mocked(getWebsiteLead);
const updateMock = vi.mocked(updateWebsiteLead);
const replyMock = vi.mocked(replyToWebsiteLead);
const toVerificationMock = vi.mocked(websiteLeadToVerification);

const detail = (over: Partial<WebsiteLeadDetail> = {}): WebsiteLeadDetail => ({
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9820012345',
  interests: 'other',
  job_title: null,
  service_title: 'Other',
  origin: { path: '/products/pumps/aqua-pump-x', kind: 'product', title: 'Aqua Pump X' },
  notes: 'A pool for our villa',
  created_at: '2026-11-20T06:30:00.000Z',
  forwarding: null,
  resume: null,
  inbox_status: 'new',
  assignee: null,
  internal_notes: null,
  verification_lead_id: null,
  version: 0,
  replies: [],
  ...over,
});

const open = () =>
  renderAt('/app/website-admin/leads/7', '/app/website-admin/leads/:id', <WebsiteLeadPage />);

describe('WebsiteLeadPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(websiteLeadAssignees).mockResolvedValue([{ id: 2, name: 'Meera' }]);
  });

  it('shows what the visitor sent and the page it came from', async () => {
    getMock.mockResolvedValue(detail());
    open();
    expect(await screen.findByText('A pool for our villa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aqua Pump X' })).toBeTruthy();
    expect(screen.getByText('+91 98200 12345')).toBeTruthy();
  });

  it('saves the internal notes with the version it loaded', async () => {
    getMock.mockResolvedValue(detail({ version: 3 }));
    updateMock.mockResolvedValue(detail({ version: 4, internal_notes: 'Budget 20 lakh' }));
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/Internal notes/), 'Budget 20 lakh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMock).toHaveBeenCalledWith(7, {
        status: 'new',
        assignee_id: null,
        internal_notes: 'Budget 20 lakh',
        version: 3,
      }),
    );
  });

  it('replies by e-mail', async () => {
    getMock.mockResolvedValue(detail());
    replyMock.mockResolvedValue({ mail_id: 9 });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Subject'), 'Your enquiry');
    await user.type(screen.getByLabelText('Message'), 'We will call you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(replyMock).toHaveBeenCalledWith(7, { subject: 'Your enquiry', message: 'We will call you.' }),
    );
  });

  it('creates the verification lead once, then opens it', async () => {
    getMock
      .mockResolvedValueOnce(detail())
      .mockResolvedValue(detail({ verification_lead_id: 7, inbox_status: 'converted' }));
    toVerificationMock.mockResolvedValue({ lead_id: 7, created: true });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Create lead in verification' }));
    expect(toVerificationMock).toHaveBeenCalledWith(7);
    await user.click(await screen.findByRole('button', { name: 'Open lead in verification' }));
    expect(toVerificationMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/verification/edit-leads/7'));
  });
});
