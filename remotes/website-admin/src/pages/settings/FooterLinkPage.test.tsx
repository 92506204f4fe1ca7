import { fetchSettingsDocument, saveSettingsDocument } from '@managewell/api';
import type { SettingsDocument, StoredSiteSettings } from '@managewell/api/contract';
import { chooseOption, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { footerLinkPage } from './FooterLinkPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSettingsDocument: vi.fn(), saveSettingsDocument: vi.fn() };
});
const fetchMock = vi.mocked(fetchSettingsDocument);
const saveMock = vi.mocked(saveSettingsDocument);

const doc: SettingsDocument = {
  settings: {
    header: {},
    footer: { footer_links: { service: ['pools', 'spas'] } },
  } as unknown as StoredSiteSettings,
  version: 4,
  updated_at: '2026-11-20T06:30:00.000Z',
  updated_by: null,
  footer_choices: {
    service: [
      { id: 1, slug: 'pools', title: 'Swimming pools' },
      { id: 2, slug: 'spas', title: 'Spas' },
      { id: 3, slug: 'saunas', title: 'Saunas' },
    ],
    project: [],
    product: [],
  },
};
const Page = footerLinkPage('service');
const PATH = '/app/website-admin/setting/footer/service/redirectToEdit/:id';

describe('FooterLinkPage', () => {
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(doc);
    saveMock.mockReset().mockResolvedValue({ ...doc, version: 5 });
  });

  it('moves a link and saves the column with the version it edited', async () => {
    const user = userEvent.setup();
    renderAt('/app/website-admin/setting/footer/service/redirectToEdit/1', PATH, <Page />);
    expect(await screen.findByText('In the footer, #1')).toBeTruthy();
    await chooseOption(user, 'Position in the column', '2 (last)');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(1));
    const [version, settings] = saveMock.mock.calls[0]!;
    expect(version).toBe(4);
    expect(settings.footer.footer_links?.service).toEqual(['spas', 'pools']);
  });

  it('replaces the linked item by another published one', async () => {
    const user = userEvent.setup();
    renderAt('/app/website-admin/setting/footer/service/redirectToEdit/2', PATH, <Page />);
    await screen.findByText('In the footer, #2');
    await chooseOption(user, 'Links to', 'Saunas');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(1));
    expect(saveMock.mock.calls[0]![1].footer.footer_links?.service).toEqual(['pools', 'saunas']);
  });

  it('says so for an item that is not a published choice, and saves nothing', async () => {
    renderAt('/app/website-admin/setting/footer/service/redirectToEdit/99', PATH, <Page />);
    expect(await screen.findByText('No published service with this number')).toBeTruthy();
    expect(saveMock).not.toHaveBeenCalled();
  });
});
