import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/renderWithSite';
import { siteSettings } from '../testing/siteFixture';
import { Header } from './Header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function visibleLogo(container: HTMLElement) {
  const logos = Array.from(container.querySelectorAll<HTMLImageElement>('.site-header__logo'));
  const visible = logos.filter((img) => !img.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute('src');
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  document.body.className = '';
  window.localStorage.clear();
});

describe('Header', () => {
  it('is transparent with the white logo below 50 px of scroll and solid with the colour logo from 50', async () => {
    const { container } = renderWithSite(<Header />);
    const header = container.querySelector('header') as HTMLElement;
    scrollTo(49);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header.classList.contains('site-header--solid')).toBe(false);
    expect(visibleLogo(container)).toBe('/media/site-logo-white/original.svg');
    scrollTo(50);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header.classList.contains('site-header--solid')).toBe(true);
    expect(visibleLogo(container)).toBe('/media/site-logo-colour/original.svg');
  });

  it('opens one dropdown at a time; Esc closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const products = screen.getByRole('button', { name: 'Products' });
    const services = screen.getByRole('button', { name: 'Services' });
    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sand Filters' })).toBeTruthy();
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sand Filters' })).toBeNull();
    services.focus();
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('opens with Enter, closes on an outside click and on navigation', async () => {
    const user = userEvent.setup();
    const { location } = renderWithSite(
      <>
        <Header />
        <p>Outside</p>
      </>,
    );
    const products = screen.getByRole('button', { name: 'Products' });
    products.focus();
    await user.keyboard('{Enter}');
    expect(products.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(products.getAttribute('aria-expanded')).toBe('false');
    await user.click(products);
    await user.click(screen.getByRole('link', { name: 'Sand Filters' }));
    expect(location.history).toContain('/products/filtration/sand-filters');
    expect(products.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the renolit menu only when the settings enable it', () => {
    const hidden = renderWithSite(<Header />);
    expect(screen.queryByRole('button', { name: 'RENOLIT' })).toBeNull();
    hidden.unmount();
    renderWithSite(<Header />, { settings: siteSettings({ showRenolit: true }) });
    expect(screen.getByRole('button', { name: 'RENOLIT' })).toBeTruthy();
  });

  it('has the call button with the phone number and the section links', () => {
    renderWithSite(<Header />);
    const call = screen.getByRole('link', { name: 'Call us on +91 98200 41275' });
    expect(call.getAttribute('href')).toBe('tel:+919820041275');
    expect(call.textContent).toContain('+91 98200 41275');
    for (const [name, href] of [
      ['Gallery', '/swimming-pool-project-gallery'],
      ['Why Tarang', '/why-tarang'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
    ]) {
      expect(screen.getAllByRole('link', { name })[0]?.getAttribute('href')).toBe(href);
    }
  });

  it('opens the mobile drawer from the burger, with accordions; Esc closes it', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const burger = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('navigation', { name: 'Mobile' });
    const accordions = drawer.querySelectorAll<HTMLButtonElement>('.site-drawer__toggle');
    expect(accordions).toHaveLength(2);
    const productsAccordion = accordions[0] as HTMLButtonElement;
    expect(productsAccordion.getAttribute('aria-expanded')).toBe('false');
    await user.click(productsAccordion);
    expect(productsAccordion.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.querySelector('a[href="/products/filtration/cartridge-filters"]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.activeElement).toBe(burger);
  });

  it('stores the dark-mode choice and applies it to the body', async () => {
    const user = userEvent.setup();
    const first = renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.body.classList.contains('dark')).toBe(true);
    first.unmount();
    document.body.className = '';
    renderWithSite(<Header />);
    expect(screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.body.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.body.classList.contains('dark')).toBe(false);
  });
});
