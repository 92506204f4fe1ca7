import { fetchSalesLead, saveRequirement } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, makeLead, makeRequirement } from '../../test/fixtures';
import { RequirementPage } from './RequirementPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn(), saveRequirement: vi.fn(), requestCosting: vi.fn() };
});
const mocks = { fetchSalesLead: vi.mocked(fetchSalesLead), saveRequirement: vi.mocked(saveRequirement) };

const detail = makeDetail({
  sales: { ...makeDetail().sales, stage: 'requirements_captured', version: 5 },
  requirement: makeRequirement(),
});

beforeEach(() => {
  vi.resetAllMocks();
  mocks.fetchSalesLead.mockResolvedValue(detail);
});

const open = () =>
  renderAt('/app/sales/pre-quotation/lead/42', '/app/sales/pre-quotation/lead/:lead_id', <RequirementPage />);

describe('RequirementPage', () => {
  it('shows the surveyed site with a link to OpenStreetMap, or the way to pick it on the map', async () => {
    mocks.fetchSalesLead.mockResolvedValueOnce({
      ...detail,
      lead: makeLead({
        id: 42,
        site_latitude: 18.5204,
        site_longitude: 73.856743,
        site_note: 'Gate behind the temple',
      }),
    });
    open();
    expect(await screen.findByText('Site location: 18.520400, 73.856743')).toBeTruthy();
    const osm = screen.getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(osm.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=18.5204&mlon=73.856743#map=17/18.5204/73.856743',
    );
    expect(screen.getByRole('link', { name: 'Change on the map' }).getAttribute('href')).toBe(
      '/app/auth/map-form?lead=42',
    );
  });

  it('offers the site-survey map when the lead has no site yet', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Pick the site on the map' })).toBeTruthy();
  });

  it('computes area and volume from the dimensions as they are typed', async () => {
    const user = userEvent.setup();
    open();
    const metrics = await screen.findByTestId('pool-metrics');
    await waitFor(() => expect(metrics.textContent).toContain('75,000'), { timeout: 30_000 });
    const length = screen.getByLabelText('Length');
    await user.clear(length);
    await user.type(length, '12');
    await waitFor(() => expect(metrics.textContent).toContain('90,000'));
    expect(metrics.textContent).toContain('60');
  });

  it('refuses a deep end shallower than the shallow end, with the field message, sending nothing', async () => {
    const user = userEvent.setup();
    open();
    const deep = await screen.findByLabelText('Deep end depth');
    await waitFor(() => expect((deep as HTMLInputElement).value).toBe('1.8'));
    await user.clear(deep);
    await user.type(deep, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'The deep end cannot be shallower than the shallow end.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(mocks.saveRequirement).not.toHaveBeenCalled();
  });

  it('refuses a length outside its rule on the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    open();
    const length = await screen.findByLabelText('Length');
    await waitFor(() => expect((length as HTMLInputElement).value).not.toBe(''), { timeout: 30_000 });
    await user.clear(length);
    await user.type(length, '-10');
    await user.tab();
    expect(await screen.findByText('The length is at least 1 m.', {}, { timeout: 30_000 })).toBeTruthy();
    expect(Number((length as HTMLInputElement).value)).toBe(-10);
    await user.clear(length);
    await user.type(length, '12.345');
    await user.tab();
    expect(await screen.findByText('Give the length to the centimetre (at most two decimals).')).toBeTruthy();
    expect(Number((length as HTMLInputElement).value)).toBe(12.345);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(mocks.saveRequirement).not.toHaveBeenCalled();
  });

  it("refuses a customer's GSTIN of another state with the field message, and saves one of the site's state", async () => {
    const user = userEvent.setup();
    mocks.saveRequirement.mockResolvedValue(makeRequirement({ version: 2 }));
    open();
    const gstin = await screen.findByLabelText("Customer's GSTIN");
    await waitFor(() => expect((screen.getByLabelText('Length') as HTMLInputElement).value).not.toBe(''), {
      timeout: 30_000,
    });
    await user.click(gstin);
    await user.paste('29AAPFU0939F1ZR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        /must be the GST code of the site's state or of the billing state/,
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(mocks.saveRequirement).not.toHaveBeenCalled();
    await user.clear(gstin);
    await user.paste('27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.saveRequirement).toHaveBeenCalled());
    expect(mocks.saveRequirement.mock.calls[0]![1]).toMatchObject({ gstin: '27aapfu0939f1zv' });
  }, 60_000);

  it('saves in paise on the version it loaded', async () => {
    const user = userEvent.setup();
    mocks.saveRequirement.mockResolvedValue(makeRequirement({ version: 2 }));
    open();
    const from = await screen.findByLabelText('Budget from (₹)');
    await user.type(from, '1500000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.saveRequirement).toHaveBeenCalled());
    expect(mocks.saveRequirement.mock.calls[0]![1]).toMatchObject({
      budget_min_paise: 150_000_000,
      version: 1,
    });
  });
});

describe('RequirementPage on a stale save', () => {
  it('merges what someone else saved meanwhile with what I typed, and saves on their version', async () => {
    const user = userEvent.setup();
    mocks.saveRequirement.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'Someone else worked on this lead.',
    });
    open();
    const from = await screen.findByLabelText('Budget from (₹)');
    await user.type(from, '1500000');
    mocks.fetchSalesLead.mockResolvedValue({
      ...detail,
      requirement: makeRequirement({
        site_address: '14 Lake Road, Pune',
        version: 2,
        updated_by: { id: 9, username: 'kiran' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('kiran saved this requirement while you were editing', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Site address') as HTMLInputElement).value).toBe('14 Lake Road, Pune');

    mocks.saveRequirement.mockResolvedValue(makeRequirement({ version: 3 }));
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(mocks.saveRequirement).toHaveBeenCalledTimes(2));
    expect(mocks.saveRequirement.mock.calls[1]![1]).toMatchObject({
      site_address: '14 Lake Road, Pune',
      budget_min_paise: 150_000_000,
      version: 2,
    });
  });

  it('shows the refusal when nobody saved meanwhile (a 409 for another reason)', async () => {
    const user = userEvent.setup();
    mocks.saveRequirement.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'The requirement cannot change while it is being costed.',
    });
    open();
    const from = await screen.findByLabelText('Budget from (₹)');
    await user.type(from, '1500000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The requirement cannot change while it is being costed.')).toBeTruthy();
    expect(screen.queryByText(/while you were editing/)).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    open();
    const from = await screen.findByLabelText('Budget from (₹)');
    await user.type(from, '1500000');
    await user.click(screen.getByRole('link', { name: 'Calls' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
  });
});
