import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AreaNotFound } from './pages';

vi.mock('./api', () => ({ studioApi: {} }));

describe('the area’s page not found', () => {
  it('says so, in the page and in the document title', async () => {
    document.title = 'Why us Managewell';
    render(<AreaNotFound />);
    // antd's Result loads when shown (LazyResult).
    expect(await screen.findByText('Page not found', undefined, { timeout: 15_000 })).toBeTruthy();
    // The catch-all why-{product} route is titled "Why us": an unknown path must not say that.
    await vi.waitFor(() => expect(document.title).toBe('Page not found Managewell'));
  });
});
