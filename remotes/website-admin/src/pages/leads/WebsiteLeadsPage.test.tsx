import { bulkChangeWebsiteLeads, listWebsiteLeads, retryLeadForwarding } from '@managewell/api';
import type { WebsiteLead, WebsiteLeadPage } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InterestCell, positionOf, WebsiteLeadsPage } from './WebsiteLeadsPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    listWebsiteLeads: vi.fn(),
    retryLeadForwarding: vi.fn(),
    setJobClosed: vi.fn(),
    bulkChangeWebsiteLeads: vi.fn(),
  };
});
const bulkMock = vi.mocked(bulkChangeWebsiteLeads);
const listMock = vi.mocked(listWebsiteLeads);
const retryMock = vi.mocked(retryLeadForwarding);

const lead = (over: Partial<WebsiteLead> = {}): WebsiteLead => ({
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9820012345',
  interests: 'site-engineer',
  job_title: 'Site engineer',
  service_title: null,
  origin: null,
  notes: null,
  created_at: '2026-11-20T06:30:00.000Z',
  forwarding: {
    status: 'failed',
    attempts: 4,
    last_error: 'HTTP 500',
    delivered_at: null,
    updated_at: '2026-11-20T06:40:00.000Z',
  },
  resume: { name: 'asha.pdf', mime: 'application/pdf', bytes: 20480 },
  inbox_status: 'new',
  assignee: null,
  ...over,
});
const page = (items: WebsiteLead[], extra: Partial<WebsiteLeadPage> = {}): WebsiteLeadPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...extra,
});

describe('WebsiteLeadsPage', () => {
  beforeEach(() => {
    listMock.mockReset();
    retryMock.mockReset();
    bulkMock.mockReset();
  });

  it('links each lead to its page and shows its inbox status and assignee', async () => {
    listMock.mockResolvedValue(
      page([lead({ inbox_status: 'contacted', assignee: { id: 2, name: 'Meera' } })]),
    );
    renderAt('/x/enquiry?status=contacted', '/x/enquiry', <WebsiteLeadsPage form="enquiry" />);
    expect((await screen.findByRole('link', { name: 'Asha Rao' })).getAttribute('href')).toBe(
      '/app/website-admin/leads/7',
    );
    expect(screen.getByText('Contacted')).toBeTruthy();
    expect(screen.getByText('Meera')).toBeTruthy();
    expect(listMock).toHaveBeenCalledWith(expect.objectContaining({ status: 'contacted' }));
  });

  it('deletes the selected leads and undoes it', async () => {
    listMock.mockResolvedValue(page([lead(), lead({ id: 8, name: 'Ravi Kumar' })]));
    bulkMock.mockResolvedValue({
      changed: 2,
      before: [
        { id: 7, status: 'new', assignee_id: null },
        { id: 8, status: 'contacted', assignee_id: null },
      ],
    });
    const user = userEvent.setup();
    renderAt('/x/enquiry', '/x/enquiry', <WebsiteLeadsPage form="enquiry" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar.textContent).toContain('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(bulkMock).toHaveBeenCalledWith({ action: 'delete', ids: [7, 8] });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bulkMock).toHaveBeenLastCalledWith({ action: 'restore', ids: [7, 8] }));
  });

  it('asks the server for its form with the filters in the URL', async () => {
    listMock.mockResolvedValue(page([lead()]));
    renderAt('/x/enquiry?q=asha&forwarding=failed&page=2', '/x/enquiry', <WebsiteLeadsPage form="enquiry" />);
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(listMock).toHaveBeenCalledWith(
      expect.objectContaining({ form: 'enquiry', q: 'asha', forwarding: 'failed', page: 2 }),
    );
    expect(screen.getByText('+91 98200 12345 · asha@example.com')).toBeTruthy();
    expect(screen.getByText('HTTP 500')).toBeTruthy();
  });

  it('retries a failed forwarding and reloads', async () => {
    listMock.mockResolvedValueOnce(page([lead()])).mockResolvedValue(page([lead({ forwarding: null })]));
    retryMock.mockResolvedValue();
    renderAt('/x/enquiry', '/x/enquiry', <WebsiteLeadsPage form="enquiry" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry now' }));
    expect(retryMock).toHaveBeenCalledWith(7);
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it('groups job applications by position with their open/closed state', async () => {
    listMock.mockResolvedValue(
      page([lead()], {
        groups: [
          { id: 3, job: 'site-engineer', title: 'Site engineer', count: 1, open: true, closed: false },
          { id: 4, job: 'plumber', title: 'Plumber', count: 0, open: false, closed: true },
        ],
      }),
    );
    renderAt('/x/r', '/x/r', <WebsiteLeadsPage form="job-application" />);
    expect(await screen.findByRole('button', { name: 'Site engineer (1)' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Plumber: closed, click to open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download asha.pdf' })).toBeTruthy();
  });

  it('names the position of an application: the job’s title, never a slug', () => {
    expect(positionOf(lead())).toBe('Site engineer');
    expect(positionOf(lead({ job_title: null, interests: 'general' }))).toBe('General application');
  });

  it('shows an enquiry’s service by its title and the product page it came from', () => {
    const enquiry = lead({
      interests: 'infinity-pools',
      job_title: null,
      service_title: 'Infinity pools',
      origin: { path: '/products/pumps/aqua-pump-x', kind: 'product', title: 'Aqua Pump X' },
    });
    render(<InterestCell lead={enquiry} />);
    expect(screen.getByText('Infinity pools')).toBeTruthy();
    expect(screen.queryByText('infinity-pools')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aqua Pump X' }).getAttribute('href')).toBe(
      '/products/pumps/aqua-pump-x',
    );
    expect(screen.getByText(/\(product\)/)).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    listMock.mockResolvedValue(page([]));
    renderAt('/x/c', '/x/c', <WebsiteLeadsPage form="contact" />);
    expect(await screen.findByText('No messages from the website yet')).toBeTruthy();
  });
});
