import type { ContentItemDetail, ContentKind } from '@managewell/api/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { VersionsDrawer } from './VersionsDrawer';

vi.mock('./api', () => ({ studioApi: { versions: vi.fn(), compare: vi.fn(), restore: vi.fn() } }));

function renderDrawer(kind: ContentKind, version: number, onRestored = vi.fn()) {
  render(
    <App>
      <VersionsDrawer
        open
        onClose={() => {}}
        kind={kind}
        item={{ id: 5, version } as ContentItemDetail}
        onRestored={onRestored}
      />
    </App>,
  );
}

describe('VersionsDrawer', () => {
  it('dates each version as the lists do (en-IN, Asia/Kolkata)', async () => {
    vi.mocked(studioApi.versions).mockResolvedValue({
      versions: [
        { version: 2, action: 'save', title: 'T', savedAt: '2026-11-23T17:41:00.000Z', savedBy: 'Asha Rao' },
      ],
      events: [],
      live: null,
    });
    renderDrawer('faq', 2);
    expect(await screen.findByText(/23 Nov 2026, 11:11 pm/)).toBeTruthy();
    expect(screen.queryByText(/23\/11\/2026/)).toBeNull();
  });

  it('dates the live copy and lists publishes and unpublishes among the versions', async () => {
    vi.mocked(studioApi.versions).mockResolvedValue({
      versions: [
        {
          version: 3,
          action: 'autosave',
          title: 'T',
          savedAt: '2026-11-24T09:00:00.000Z',
          savedBy: 'Asha Rao',
        },
        { version: 1, action: 'import', title: 'T', savedAt: '2026-11-20T09:00:00.000Z', savedBy: null },
      ],
      events: [
        { action: 'publish', at: '2026-11-23T10:30:00.000Z', by: 'Ravi Kumar' },
        { action: 'unpublish', at: '2026-11-22T10:30:00.000Z', by: null },
      ],
      live: { at: '2026-11-23T10:30:00.000Z', by: 'Ravi Kumar' },
    });
    renderDrawer('faq', 3);
    await screen.findByText('Live');
    const lines = [...document.querySelectorAll('.ant-list-item')];
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Live · 23 Nov 2026, 4:00 pm · Ravi Kumar/),
      expect.stringMatching(/^Version 3 · autosaved · 24 Nov 2026, 2:30 pm · Asha Rao/),
      expect.stringMatching(/^Published · 23 Nov 2026, 4:00 pm · Ravi Kumar/),
      expect.stringMatching(/^Unpublished · 22 Nov 2026, 4:00 pm · scheduler/),
      'Version 1 · as imported · 20 Nov 2026, 2:30 pmRestore',
    ]);
  });

  it('says which pictures a restored version needs that have been deleted since', async () => {
    vi.mocked(studioApi.versions).mockResolvedValue({
      versions: [
        { version: 2, action: 'save', title: 'T', savedAt: '2026-11-24T09:00:00.000Z', savedBy: 'Asha Rao' },
        { version: 1, action: 'save', title: 'T', savedAt: '2026-11-23T09:00:00.000Z', savedBy: 'Asha Rao' },
      ],
      events: [],
      live: null,
    });
    vi.mocked(studioApi.restore).mockResolvedValue({
      id: 5,
      version: 3,
      missingMedia: ['old-logo'],
    } as ContentItemDetail & { missingMedia: string[] });
    const onRestored = vi.fn();
    renderDrawer('client', 2, onRestored);
    await screen.findByText(/Version 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/this picture was deleted since: old-logo/)).toBeTruthy();
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
  });
});
