import type { ContentItemDetail } from '@managewell/api/contract';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { studioApi } from './api';
import { VersionsDrawer } from './VersionsDrawer';

vi.mock('./api', () => ({ studioApi: { versions: vi.fn(), compare: vi.fn(), restore: vi.fn() } }));

describe('VersionsDrawer', () => {
  it('dates each version as the lists do (en-IN, Asia/Kolkata)', async () => {
    vi.mocked(studioApi.versions).mockResolvedValue({
      versions: [
        { version: 2, action: 'save', title: 'T', savedAt: '2026-11-23T17:41:00.000Z', savedBy: 'Asha Rao' },
      ],
    });
    render(
      <App>
        <VersionsDrawer
          open
          onClose={() => {}}
          kind="faq"
          item={{ id: 5, version: 2 } as ContentItemDetail}
          onRestored={() => {}}
        />
      </App>,
    );
    expect(await screen.findByText(/23 Nov 2026, 11:11 pm/)).toBeTruthy();
    expect(screen.queryByText(/23\/11\/2026/)).toBeNull();
  });
});
