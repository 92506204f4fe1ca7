import '@managewell/ui/testing/jsdom';
import { fetchLead, fetchSiteMapSettings, listLeads, updateLeadSite } from '@managewell/api';
import type { Lead } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapFormPage } from './MapFormPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchLead: vi.fn(),
    fetchSiteMapSettings: vi.fn(),
    listLeads: vi.fn(),
    updateLeadSite: vi.fn(),
  };
});
const session = vi.hoisted(() => ({ role: 'sales' }));
vi.mock('@managewell/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/auth')>();
  return { ...actual, useSession: () => ({ user: { id: 1, username: 'meera', role: session.role } }) };
});
// Leaflet needs a real browser; the stand-in map picks a point the way a click on the map does.
vi.mock('./SiteMap', () => ({
  SiteMap: ({
    onPick,
    point,
  }: {
    onPick: (lat: number, lng: number) => void;
    point: [number, number] | null;
  }) => (
    <div>
      <button type="button" onClick={() => onPick(18.520431, 73.856743)}>
        Pick on map
      </button>
      <span>Marker at {point ? point.join(', ') : 'nowhere'}</span>
    </div>
  ),
}));

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 7,
  first_name: 'Kavya',
  last_name: 'Iyer',
  company: null,
  designation: null,
  email: null,
  mobile: '9876543210',
  mobile_code: '91',
  phone: null,
  fax: null,
  website: null,
  address_line1: null,
  address_line2: null,
  city: 'Pune',
  state: null,
  country: null,
  postal_code: null,
  gstin: null,
  billing_address: null,
  billing_state: null,
  notes: null,
  interests: null,
  category: null,
  tags: [],
  deal_size: null,
  potential: null,
  source: 'website',
  status: 'verified',
  rejection_reason: null,
  merged_into: null,
  site_latitude: null,
  site_longitude: null,
  site_note: null,
  version: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  created_by: null,
  ...over,
});

const mocks = {
  fetchLead: vi.mocked(fetchLead),
  fetchSiteMapSettings: vi.mocked(fetchSiteMapSettings),
  listLeads: vi.mocked(listLeads),
  updateLeadSite: vi.mocked(updateLeadSite),
};

const renderPage = (url = '/app/auth/map-form?lead=7') =>
  renderAt(url, '/app/auth/map-form', <MapFormPage />);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// A whole antd form page in jsdom is slow on a busy machine (the remotes' configs allow the same).
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => cleanup());

describe('MapFormPage', () => {
  beforeEach(() => {
    for (const mock of Object.values(mocks)) mock.mockReset();
    session.role = 'sales';
    mocks.fetchLead.mockResolvedValue(lead());
    mocks.fetchSiteMapSettings.mockResolvedValue({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    mocks.listLeads.mockResolvedValue({ items: [lead()], total: 1, page: 1, pageSize: 10 });
  });

  it('names the lead opened by its address in the picker, with its mobile grouped', async () => {
    renderPage();
    expect(await screen.findByTitle('#7 Kavya Iyer, Pune (+91 98765 43210)')).toBeTruthy();
    expect(screen.queryByText('Lead #7')).toBeNull();
  });

  it('saves a point picked on the map with the address, on the loaded version', async () => {
    mocks.updateLeadSite.mockImplementation(async (_id, body) =>
      lead({ site_latitude: 18.520431, site_longitude: 73.856743, city: body.city ?? null, version: 4 }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(field('City').value).toBe('Pune'));
    await user.click(await screen.findByRole('button', { name: 'Pick on map' }));
    expect(field('Latitude').value).toBe('18.520431');
    expect(field('Longitude').value).toBe('73.856743');
    expect(screen.getByText('Marker at 18.520431, 73.856743')).toBeTruthy();
    await user.type(field('Address line 1'), '12 Shivaji Nagar');
    await user.click(screen.getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(mocks.updateLeadSite).toHaveBeenCalledTimes(1));
    expect(mocks.updateLeadSite.mock.calls[0]).toEqual([
      7,
      expect.objectContaining({
        site_latitude: 18.520431,
        site_longitude: 73.856743,
        address_line1: '12 Shivaji Nagar',
        city: 'Pune',
        version: 3,
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Open the saved site in OpenStreetMap' })).toBeTruthy();
  });

  it('works without the map: typed coordinates are checked with the contract before saving', async () => {
    mocks.fetchSiteMapSettings.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(field('City').value).toBe('Pune'));
    expect(screen.getByText(/No map here/)).toBeTruthy();
    await user.type(field('Latitude'), '95');
    await user.type(field('Longitude'), '73.1234567');
    await user.click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('Latitude is between -90 and 90.')).toBeTruthy();
    expect(screen.getByText('Longitude has at most 6 decimals.')).toBeTruthy();
    expect(mocks.updateLeadSite).not.toHaveBeenCalled();
  });

  it('merges field by field when someone saved the lead meanwhile', async () => {
    mocks.updateLeadSite
      .mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this lead.' })
      .mockResolvedValueOnce(lead({ city: 'Pune', state: 'Maharashtra', version: 5 }));
    mocks.fetchLead
      .mockResolvedValueOnce(lead())
      .mockResolvedValue(lead({ state: 'Maharashtra', version: 4 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(field('City').value).toBe('Pune'));
    await user.type(field('PIN code'), '411005');
    await user.click(screen.getByRole('button', { name: 'Save site' }));
    // Their state comes in, my PIN code stays.
    await waitFor(() => expect(field('State').value).toBe('Maharashtra'));
    expect(field('PIN code').value).toBe('411005');
    await user.click(await screen.findByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(mocks.updateLeadSite).toHaveBeenCalledTimes(2));
    expect(mocks.updateLeadSite.mock.calls[1]?.[1]).toMatchObject({
      state: 'Maharashtra',
      postal_code: '411005',
      version: 4,
    });
  });

  it('refuses roles that do not survey sites', async () => {
    session.role = 'hr';
    renderPage();
    expect(await screen.findByText(/belongs to another team/)).toBeTruthy();
    expect(mocks.fetchLead).not.toHaveBeenCalled();
  });
});
