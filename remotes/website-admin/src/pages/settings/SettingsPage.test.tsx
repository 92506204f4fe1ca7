import { fetchSettingsAudit, fetchSettingsDocument, saveSettingsDocument } from '@managewell/api';
import type { SettingsAuditEntry, SettingsDocument, StoredSiteSettings } from '@managewell/api/contract';
import { unflattenPaths } from '@managewell/ui';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTING_SECTIONS, type SettingField } from './fields';
import { SettingsPage } from './SettingsPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchSettingsDocument: vi.fn(),
    saveSettingsDocument: vi.fn(),
    fetchSettingsAudit: vi.fn(),
  };
});
const api = {
  fetch: vi.mocked(fetchSettingsDocument),
  save: vi.mocked(saveSettingsDocument),
  audit: vi.mocked(fetchSettingsAudit),
};

/** The company's billing details, valid by the contract. */
const COMPANY: Record<string, string> = {
  'company.legalName': 'Aqua Pools Private Limited',
  'company.gstin': '27AABCT3518Q1ZW',
  'company.state': 'Maharashtra',
  'company.pan': 'AABCT3518Q',
  'company.tan': 'MUMA12345B',
  'company.address': 'Unit 4, Andheri East, Mumbai 400069',
  'company.bank.accountName': 'Aqua Pools Private Limited',
  'company.bank.bankName': 'HDFC Bank',
  'company.bank.accountNumber': '50200012345678',
  'company.bank.ifsc': 'HDFC0001234',
  'company.bank.upiId': 'aquapools@hdfcbank',
};

/** A value every field's client check accepts. */
function validValue(field: SettingField): unknown {
  const path = field.path.join('.');
  if (path === 'header.brand') return 'aqua';
  if (path === 'footer.footerData.whatsapp_no') return '919820041275';
  if (path in COMPANY) return COMPANY[path];
  switch (field.widget) {
    case 'switch':
      return false;
    case 'phone':
      return '+91 98200 41275';
    case 'email':
      return 'hello@example.com';
    case 'url':
      return '/contact';
    case 'media':
      return '/media/logo.png';
    case 'pdf':
      return '/media/brochure.pdf';
    default:
      return 'Text';
  }
}

function settingsWith(overrides: Record<string, unknown> = {}): StoredSiteSettings {
  const flat: Record<string, unknown> = {};
  for (const field of SETTING_SECTIONS.flatMap((section) => section.fields)) {
    const path = field.path.join('.');
    flat[path] = path in overrides ? overrides[path] : validValue(field);
  }
  return unflattenPaths<StoredSiteSettings>(flat);
}

const docOf = (version: number, overrides?: Record<string, unknown>): SettingsDocument => ({
  settings: settingsWith(overrides),
  version,
  updated_at: '2026-11-20T06:30:00.000Z',
  updated_by: null,
  footer_choices: { service: [], project: [], product: [] },
});

beforeEach(() => {
  vi.resetAllMocks();
  api.audit.mockResolvedValue([]);
});

describe('SettingsPage on a stale save', () => {
  it('keeps my company name and their copyright, and saves the merge on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = docOf(5, { 'footer.footerData.copyright': '© 2026 Aqua Pools' });
    api.fetch.mockResolvedValueOnce(docOf(4)).mockResolvedValue(theirs);
    api.save.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else saved the settings.' });
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    const company = await screen.findByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Aqua Pools Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        'Someone else saved these settings while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Copyright').value).toBe('© 2026 Aqua Pools');
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Aqua Pools Pvt Ltd');

    api.save.mockResolvedValue(docOf(6));
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    const [version, settings] = api.save.mock.calls[1]!;
    expect(version).toBe(5);
    expect(settings.header).toMatchObject({ company_name: 'Aqua Pools Pvt Ltd' });
    expect((settings.footer as { footerData: { copyright: string } }).footerData.copyright).toBe(
      '© 2026 Aqua Pools',
    );
  });

  it('keeps a text over its limit as typed, counts it and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(docOf(4));
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    const company = await screen.findByLabelText<HTMLInputElement>('Company name');
    await user.clear(company);
    await user.click(company);
    await user.paste('A'.repeat(130));
    expect(company.value).toHaveLength(130);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('At most 120 characters.')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });
});

describe('SettingsPage history', () => {
  const history: SettingsAuditEntry[] = [
    {
      id: 12,
      at: '2026-11-21T06:30:00.000Z',
      by: 'Meera',
      changes: { 'footer.footerData.phone_1': { from: '+91 98200 41275', to: '+91 98200 99999' } },
    },
    {
      id: 11,
      at: '2026-11-20T06:30:00.000Z',
      by: 'Ravi',
      changes: { 'header.company_name': { from: 'Old Pools', to: 'Text' } },
    },
  ];

  it('names each change by its label and restores a version into the form, saved on the form’s version', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(docOf(4, { 'footer.footerData.phone_1': '+91 98200 99999' }));
    api.audit.mockResolvedValue(history);
    api.save.mockResolvedValue(docOf(5));
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    const restore = await screen.findByRole(
      'button',
      { name: /Restore the settings as saved/ },
      { timeout: 30_000 },
    );
    const change = screen.getByText(
      (_, el) => el?.tagName === 'LI' && /^Phone 1: /.test(el.textContent ?? ''),
    );
    expect(change.textContent).toBe('Phone 1: +91 98200 41275 → +91 98200 99999');
    expect(screen.queryByText(/footerData/)).toBeNull();
    await user.click(restore);
    expect(screen.getByLabelText<HTMLInputElement>('Phone 1').value).toBe('+91 98200 41275');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [version, settings] = api.save.mock.calls[0]!;
    expect(version).toBe(4);
    expect((settings.footer as { footerData: { phone_1: string } }).footerData.phone_1).toBe(
      '+91 98200 41275',
    );
  });

  it('asks before a restore replaces an open edit', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(docOf(4, { 'footer.footerData.phone_1': '+91 98200 99999' }));
    api.audit.mockResolvedValue(history);
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    const company = await screen.findByLabelText<HTMLInputElement>('Company name');
    await user.clear(company);
    await user.type(company, 'Typed');
    await user.click(
      await screen.findByRole('button', { name: /Restore the settings as saved/ }, { timeout: 30_000 }),
    );
    expect((await screen.findAllByText('Replace your unsaved changes?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    expect(company.value).toBe('Typed');
    expect(screen.getByLabelText<HTMLInputElement>('Phone 1').value).toBe('+91 98200 99999');
  });
});

describe('SettingsPage company billing details', () => {
  it('refuses a malformed GSTIN and IFSC on their fields, and leaves an empty UPI id out of the save', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(docOf(3, { 'company.bank.upiId': '' }));
    api.save.mockImplementation(async (version, settings) => ({ ...docOf(version + 1), settings }));
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    await user.click(
      await screen.findByText(
        'Company billing details (quotations and GST invoices)',
        {},
        { timeout: 30_000 },
      ),
    );
    const gstin = await screen.findByLabelText<HTMLInputElement>('GSTIN');
    await waitFor(() => expect(gstin.value).toBe('27AABCT3518Q1ZW'));
    await user.clear(gstin);
    await user.click(gstin);
    await user.paste('27AABCT3518');
    const ifsc = screen.getByLabelText<HTMLInputElement>('IFSC');
    await user.clear(ifsc);
    await user.click(ifsc);
    await user.paste('HDFC1234');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/valid 15-character GSTIN/)).toBeTruthy();
    expect(await screen.findByText('Enter an IFSC like HDFC0001234.')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();

    await user.clear(gstin);
    await user.click(gstin);
    await user.paste('27AAPFU0939F1ZV');
    await user.clear(ifsc);
    await user.click(ifsc);
    await user.paste('ICIC0000104');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [version, saved] = api.save.mock.calls[0]!;
    expect(version).toBe(3);
    expect(saved.company).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' });
    expect(saved.company?.bank).toMatchObject({ ifsc: 'ICIC0000104', accountNumber: '50200012345678' });
    expect(saved.company?.bank).not.toHaveProperty('upiId');
    // E-invoicing left off is the default: nothing is sent for it.
    expect(saved.company).not.toHaveProperty('eInvoicing');
  }, 90_000);

  it('turns e-invoicing on for the company', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue(docOf(7));
    api.save.mockImplementation(async (version, settings) => ({ ...docOf(version + 1), settings }));
    renderAt('/app/website-admin/settings', '/app/website-admin/settings', <SettingsPage />);
    await user.click(
      await screen.findByText(
        'Company billing details (quotations and GST invoices)',
        {},
        { timeout: 30_000 },
      ),
    );
    const toggle = await screen.findByRole('switch', { name: 'E-invoicing applies' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [version, saved] = api.save.mock.calls[0]!;
    expect(version).toBe(7);
    expect(saved.company).toMatchObject({ eInvoicing: true, gstin: '27AABCT3518Q1ZW' });
  }, 90_000);
});
