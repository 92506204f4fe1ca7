import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_FIXTURES } from '../test/fixtures';
import { renderPage } from '../test/render';

describe('ListingPage', () => {
  it('shows an empty state that points to the contact page when a section has no items', () => {
    renderPage({ ...PAGE_FIXTURES.listing, items: [], groups: undefined });
    expect(screen.getByRole('status').textContent).toContain('Our project portfolio is being updated.');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('navigation', { name: 'Project types' })).toBeNull();
  });

  it('offers an e-mail for CVs when there are no openings', () => {
    renderPage({ ...PAGE_FIXTURES.listing, section: 'careers', items: [], groups: undefined });
    expect(screen.getByRole('link', { name: 'Email hello@managewell.in' }).getAttribute('href')).toBe(
      'mailto:hello@managewell.in',
    );
  });

  it('lists the project types as links and the items as cards', () => {
    renderPage(PAGE_FIXTURES.listing);
    expect(screen.getByRole('link', { name: 'Lap pools' }).getAttribute('href')).toBe(
      '/swimming-pool-projects/lap-pools',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Villa Serenity, Alibaug' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
