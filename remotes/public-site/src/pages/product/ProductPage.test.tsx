import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteSettingsProvider } from '../../app/SiteContext';
import { PAGE_FIXTURES, settings } from '../test/fixtures';

const open = vi.fn();
vi.mock('../../enquiry/EnquiryContext', () => ({ useEnquiry: () => ({ open }) }));

const { ProductPage } = await import('./ProductPage');

function renderProduct() {
  const page = PAGE_FIXTURES.product;
  return render(
    <Router hook={memoryLocation({ path: page.path }).hook}>
      <SiteSettingsProvider settings={settings}>
        <ProductPage page={page} />
      </SiteSettingsProvider>
    </Router>,
  );
}

describe('ProductPage', () => {
  it('opens the enquiry with the product preselected', () => {
    renderProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Enquire about this product' }));
    expect(open).toHaveBeenCalledWith('side-mount-600');
  });

  it('switches the main image from the thumbnails', () => {
    renderProduct();
    const main = () => screen.getByRole('button', { name: /^Enlarge image/ });
    expect(main().getAttribute('aria-label')).toBe('Enlarge image 1 of 3 of Side-mount filter 600');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3: Multiport valve' }));
    expect(main().getAttribute('aria-label')).toBe('Enlarge image 3 of 3 of Side-mount filter 600');
    expect(main().querySelector('img')?.getAttribute('alt')).toBe('Multiport valve');
  });

  it('links up to its category and sub-category and shows the average rating', () => {
    renderProduct();
    expect(screen.getAllByRole('link', { name: 'Sand filters' })[0]?.getAttribute('href')).toBe(
      '/products/filtration/sand-filters',
    );
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
  });
});
