import { fetchQuotationWorkspace, listTermsTemplates, saveQuotationTerms } from '@managewell/api';
import type { QuotationTerms, QuotationWorkspace } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PrepareTermsPage } from './PrepareTermsPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchQuotationWorkspace: vi.fn(),
    listTermsTemplates: vi.fn(),
    saveQuotationTerms: vi.fn(),
  };
});
const api = {
  workspace: vi.mocked(fetchQuotationWorkspace),
  templates: vi.mocked(listTermsTemplates),
  save: vi.mocked(saveQuotationTerms),
};

const TERMS: QuotationTerms = {
  milestones: [
    { label: 'Advance', percent: 40 },
    { label: 'On handover', percent: 60 },
  ],
  valid_until: '2099-01-31',
  timeline: 'Twelve weeks',
  warranty: 'One year',
  exclusions: 'Electrical work',
};

const workspace = (version: number, terms: Partial<QuotationTerms> = {}): QuotationWorkspace =>
  ({
    lead: { id: 42, customer: { name: 'Asha Rao' }, city: 'Pune', stage: 'terms' },
    requirement: null,
    inter_state: false,
    quotation: {
      number: 'MW/2026-27/0042',
      version,
      versions: [{ no: 1 }],
      draft: { terms: { ...TERMS, ...terms } },
    },
  }) as unknown as QuotationWorkspace;

const open = () =>
  renderAt('/app/sales/prepare-terms/42', '/app/sales/prepare-terms/:lead_id', <PrepareTermsPage />);

beforeEach(() => {
  vi.resetAllMocks();
  api.templates.mockResolvedValue([]);
});

describe('PrepareTermsPage', () => {
  it('on a stale save keeps my warranty and their timeline, and saves on their version', async () => {
    const user = userEvent.setup({ delay: null });
    api.workspace
      .mockResolvedValueOnce(workspace(3))
      .mockResolvedValue(workspace(4, { timeline: 'Ten weeks' }));
    api.save.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this quotation.' });
    open();
    const warranty = await screen.findByLabelText<HTMLTextAreaElement>('Warranty');
    await user.clear(warranty);
    await user.type(warranty, 'Two years');
    await user.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(
      await screen.findByText(
        'Someone else saved these terms while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Delivery timeline').value).toBe('Ten weeks');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Warranty').value).toBe('Two years');

    api.save.mockResolvedValue({ versions: [{ no: 2 }, { no: 1 }] } as never);
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1]).toEqual([
      42,
      expect.objectContaining({ version: 4, timeline: 'Ten weeks', warranty: 'Two years' }),
    ]);
  });

  it('says nothing changed when the server made no new version', async () => {
    const user = userEvent.setup({ delay: null });
    api.workspace.mockResolvedValue(workspace(3));
    api.save.mockResolvedValue({ versions: [{ no: 1 }] } as never);
    open();
    await user.click(await screen.findByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Nothing changed: no new version was made.')).toBeTruthy();
    expect(screen.queryByText('Terms saved as a new version.')).toBeNull();
  });

  it('asks before leaving with unsaved terms', async () => {
    const user = userEvent.setup({ delay: null });
    api.workspace.mockResolvedValue(workspace(3));
    open();
    await user.type(await screen.findByLabelText('Exclusions'), ', plumbing');
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
