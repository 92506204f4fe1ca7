import { describe, expect, it, vi } from 'vitest';

describe('website-admin sidebar', () => {
  it('has the media library', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    vi.stubGlobal('__MW_BUILD__', 'test');
    const { websiteAdminMenu } = await import('./menu');
    expect(websiteAdminMenu).toContainEqual(
      expect.objectContaining({ title: 'Media library', path: '/app/website-admin/media-library' }),
    );
    vi.unstubAllGlobals();
  });
});
