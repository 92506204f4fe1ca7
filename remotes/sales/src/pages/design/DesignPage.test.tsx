import { fetchSalesLead, moveSalesStage } from '@managewell/api';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../../test/fixtures';
import { DesignPage } from './DesignPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn(), moveSalesStage: vi.fn() };
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchSalesLead).mockResolvedValue(
    makeDetail({ sales: { ...makeDetail().sales, stage: 'design', version: 5 } }),
  );
});

describe('DesignPage', () => {
  it('asks before leaving with a design title typed and not uploaded', async () => {
    const user = userEvent.setup();
    renderAt('/app/sales/design/42', '/app/sales/design/:lead_id', <DesignPage />);
    await user.type(await screen.findByLabelText('Design title'), 'Option B with deck');
    await user.click(screen.getByRole('link', { name: 'Requirement' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('"Go to extra payments" moves the stage and opens the extra payment page', async () => {
    const chosen = {
      id: 7,
      kind: 'design' as const,
      design_version: 1,
      title: 'Option A',
      chosen: true,
      original_name: 'a.pdf',
      mime: 'application/pdf',
      bytes: 100,
      uploaded_by: null,
      created_at: '2026-11-02T05:00:00.000Z',
      url: '/api/sales/files/7',
    };
    const detail = makeDetail({
      sales: { ...makeDetail().sales, stage: 'design', version: 5 },
      files: [chosen],
    });
    vi.mocked(fetchSalesLead).mockResolvedValue(detail);
    vi.mocked(moveSalesStage).mockResolvedValue({
      ...detail,
      sales: { ...detail.sales, stage: 'extra_payments' },
    });
    const user = userEvent.setup();
    renderAt('/app/sales/design/42', '/app/sales/design/:lead_id', <DesignPage />);
    await user.click(await screen.findByRole('button', { name: 'Go to extra payments' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/sales/extra-payment/42'));
    expect(moveSalesStage).toHaveBeenCalledWith(42, { to: 'extra_payments', version: 5 });
  });
});
