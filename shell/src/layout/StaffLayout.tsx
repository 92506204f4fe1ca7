import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { homeOf, useSession } from '@managewell/auth';
import { LazyResult, type MenuItem, PageSpinner } from '@managewell/ui';
import { Button, Drawer, Layout, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from '../chat/ChatButton';
import { LiveProvider } from '../live/LiveProvider';
import { layoutAtom } from './configurator/layoutAtom';
import type { NavIconStyle } from './configurator/layoutSettings';
import { HEADER_BACKGROUND, LAYOUT6_BACKGROUND, NAV_BACKGROUND, NAV_IMAGE } from './configurator/palette';
import { HorizontalNav } from './HorizontalNav';
import { NotificationBell } from './NotificationBell';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import { useRoleMenu } from './useRoleMenu';
import { useViewportWidth, viewportMode } from './useViewport';

const SIDER_WIDTH = 248;
const COMPACT_SIDER_WIDTH = 200;

/** The layout configurator is downloaded the first time its button is pressed. */
const LayoutConfigurator = lazy(async () => ({
  default: (await import('./configurator/LayoutConfigurator')).LayoutConfigurator,
}));

function Brand({ to, compact }: { to: string; compact?: boolean }) {
  return (
    <Link to={to} className="mw-brand" aria-label="Managewell home">
      <span className="mw-brand-mark" aria-hidden>
        M
      </span>
      {!compact && <span>Managewell</span>}
    </Link>
  );
}

function NavBody({
  items,
  failed,
  retry,
  ...rest
}: {
  items: MenuItem[] | null;
  failed: boolean;
  retry: () => void;
  dark: boolean;
  collapsed?: boolean;
  iconStyle?: NavIconStyle;
  onNavigate?: () => void;
}) {
  if (failed)
    return (
      <LazyResult
        status="warning"
        title="Menu unavailable"
        extra={
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  if (!items) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />;
  return <SideNav items={items} mode="inline" {...rest} />;
}

/** The back-office layout (SPEC 2): navigation, header, content; vertical or horizontal. */
export function StaffLayout() {
  const session = useSession();
  const user = session.user!;
  const settings = useAtomValue(layoutAtom);
  const width = useViewportWidth();
  const mode = viewportMode(width);
  const { items, failed, retry } = useRoleMenu(user.role);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);
  const configOpened = useConfigOpened(configOpen);
  const [collapsedByUser, setCollapsedByUser] = useState<boolean | null>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is the trigger
  useEffect(() => {
    setMobileOpen(false); // a navigation closes the off-canvas menu
  }, [pathname]);

  // Horizontal falls back to vertical on a narrow screen (SPEC 2).
  const horizontal = settings.layout === 'horizontal' && mode !== 'mobile';
  const collapsed = collapsedByUser ?? (settings.collapseMenu || mode === 'compact');
  const navDark = settings.layoutType !== 'menu-light' || settings.navBackImage !== null;
  const navBackground = settings.navBackImage
    ? NAV_IMAGE[settings.navBackImage].css
    : (NAV_BACKGROUND[settings.navBackColor] ?? undefined);
  const headerBackground = HEADER_BACKGROUND[settings.headerBackColor];
  const home = homeOf(user.role);
  // The sub-layouts are variants of the vertical layout only.
  const subLayout = horizontal ? 'default' : settings.subLayout;
  const siderWidth = subLayout === 'compact' ? COMPACT_SIDER_WIDTH : SIDER_WIDTH;

  const headerStyle: CSSProperties = {
    position: settings.headerFixedLayout ? 'sticky' : 'relative',
    top: 0,
    zIndex: 20,
    ...(headerBackground ? { background: headerBackground, color: '#fff' } : {}),
  };
  const navProps = { items, failed, retry, dark: navDark, iconStyle: settings.navIconStyle };

  return (
    <LiveProvider>
      <Layout
        className={`mw-staff ${settings.boxLayout ? 'mw-box' : ''}`}
        data-layout={horizontal ? 'horizontal' : 'vertical'}
        data-sublayout={subLayout}
        style={
          subLayout === 'layout6'
            ? ({ '--mw-layout6-bg': LAYOUT6_BACKGROUND[settings.layout6Background].css } as CSSProperties)
            : undefined
        }
      >
        {!horizontal && mode !== 'mobile' && (
          <Layout.Sider
            width={siderWidth}
            collapsed={collapsed}
            collapsedWidth={72}
            theme={navDark ? 'dark' : 'light'}
            className={`mw-sider ${settings.navFixedLayout ? 'mw-fixed' : ''}`}
            style={navBackground ? { background: navBackground } : undefined}
            trigger={null}
          >
            <Brand to={home} compact={collapsed} />
            <NavBody {...navProps} collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout className="mw-main">
          <Layout.Header
            className={`mw-header ${headerBackground ? 'mw-header-coloured' : ''}`}
            style={headerStyle}
          >
            {mode === 'mobile' ? (
              <Button
                type="text"
                aria-label="Open menu"
                icon={<MenuUnfoldOutlined />}
                onClick={() => setMobileOpen(true)}
              />
            ) : (
              !horizontal && (
                <Button
                  type="text"
                  aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  onClick={() => setCollapsedByUser(!collapsed)}
                />
              )
            )}
            {(horizontal || mode === 'mobile') && <Brand to={home} />}
            <div style={{ flex: 1 }} />
            <ChatButton userId={user.id} />
            <NotificationBell userId={user.id} />
            {settings.configBlock && (
              <Button
                type="text"
                aria-label="Layout settings"
                icon={<SettingOutlined />}
                onClick={() => setConfigOpen(true)}
              />
            )}
            <UserMenu user={user} />
          </Layout.Header>
          {horizontal && items && (
            <HorizontalNav
              items={items}
              dark={navDark}
              background={navBackground}
              iconStyle={settings.navIconStyle}
            />
          )}
          <Layout.Content className="mw-content" id="main-content">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          placement={settings.rtlLayout ? 'right' : 'left'}
          size={SIDER_WIDTH + 32}
          title={<Brand to={home} />}
          styles={{ body: { padding: 0, background: navDark ? (navBackground ?? '#001529') : undefined } }}
        >
          <NavBody {...navProps} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        {configOpened && (
          <Suspense fallback={null}>
            <LayoutConfigurator open={configOpen} onClose={() => setConfigOpen(false)} />
          </Suspense>
        )}
      </Layout>
    </LiveProvider>
  );
}

/** True from the first time the configurator opens (it then stays mounted, for its closing animation). */
function useConfigOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
