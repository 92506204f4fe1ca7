import '@managewell/ui/testing/jsdom';
import type { MenuItem } from '@managewell/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_STORAGE_KEY } from './configurator/layoutSettings';
import { StaffLayout } from './StaffLayout';

const menu: MenuItem[] = [{ key: 'home', title: 'Home', path: '/app/hr/dashboard', icon: 'home' }];

vi.mock('@managewell/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@managewell/auth')>()),
  useSession: () => ({ user: { id: 7, username: 'asha', role: 'hr' } }),
}));
vi.mock('./useRoleMenu', () => ({ useRoleMenu: () => ({ items: menu, failed: false, retry: () => {} }) }));
vi.mock('../live/LiveProvider', () => ({
  LiveProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../chat/ChatButton', () => ({ ChatButton: () => null }));
vi.mock('./NotificationBell', () => ({ NotificationBell: () => null }));
vi.mock('./UserMenu', () => ({ UserMenu: () => null }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderLayout() {
  const view = render(
    <Provider>
      <MemoryRouter initialEntries={['/app/hr/dashboard']}>
        <StaffLayout />
      </MemoryRouter>
    </Provider>,
  );
  const staff = view.container.querySelector('.mw-staff') as HTMLElement;
  return { staff, menu: () => screen.getByRole('menu', { name: 'Main navigation' }) };
}

async function openConfigurator() {
  fireEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
  return screen.findByRole('dialog', { name: 'Layout' });
}

describe('layout configurator: sub-layout, icon style, layout6 band', () => {
  it("starts with today's look", () => {
    const { staff, menu } = renderLayout();
    expect(staff.dataset.sublayout).toBe('default');
    expect(staff.style.getPropertyValue('--mw-layout6-bg')).toBe('');
    expect(menu().classList).toContain('mw-icons-line');
  });

  it('switches to the colour band sub-layout and its band colour, and persists them', async () => {
    const { staff } = renderLayout();
    const dialog = await openConfigurator();
    const style = within(dialog).getByRole('radiogroup', { name: 'Vertical layout style' });
    fireEvent.click(within(style).getByRole('radio', { name: 'Colour band' }));
    await waitFor(() => expect(staff.dataset.sublayout).toBe('layout6'));
    expect(staff.style.getPropertyValue('--mw-layout6-bg')).toContain('#a445b2');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Band Night' }));
    await waitFor(() => expect(staff.style.getPropertyValue('--mw-layout6-bg')).toContain('#0f172a'));
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toMatchObject({
      subLayout: 'layout6',
      layout6Background: 'night',
    });
  });

  it('narrows the menu in the compact sub-layout', async () => {
    const { staff } = renderLayout();
    const sider = staff.querySelector('.mw-sider') as HTMLElement;
    expect(sider.style.width).toBe('248px');
    const dialog = await openConfigurator();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Compact' }));
    await waitFor(() => expect(staff.dataset.sublayout).toBe('compact'));
    expect(sider.style.width).toBe('200px');
  });

  it('changes the menu icon style', async () => {
    const { menu } = renderLayout();
    const dialog = await openConfigurator();
    const icons = within(dialog).getByRole('radiogroup', { name: 'Menu icons' });
    fireEvent.click(within(icons).getByRole('radio', { name: 'Boxed' }));
    await waitFor(() => expect(menu().classList).toContain('mw-icons-boxed'));
    fireEvent.click(within(icons).getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(menu().classList).toContain('mw-icons-none'));
  });
});
