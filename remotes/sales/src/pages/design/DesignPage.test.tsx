import { fetchSalesLead } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../../test/fixtures';
import { DesignPage } from './DesignPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn() };
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
});
