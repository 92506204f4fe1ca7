import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteState } from '../testing/siteFixture';
import { renderSite } from './renderSite';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.localStorage.clear();
  document.body.className = '';
});

describe('server render → hydrate', () => {
  it('hydrates the server HTML without any mismatch or error', async () => {
    window.history.replaceState(null, '', '/thank-you');
    // A stored dark choice must not change the first render (the toggle reads it in an effect).
    window.localStorage.setItem('theme', 'dark');
    const state = siteState('/thank-you');
    const html = renderSite(state);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Enquire Now');

    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    const { mount } = await import('../client');
    await act(async () => {
      mount(element, state);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(element.querySelector('header')).not.toBeNull();
    expect(element.querySelector('[aria-label="Dark mode"]')?.getAttribute('aria-pressed')).toBe('true');
  });
});
