import type { MenuItem } from '@managewell/ui';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavIconStyle } from './configurator/layoutSettings';
import { menuIcon } from './menuIcons';
import { nextOpenKeys, openKeysFor, selectedKeyFor } from './menuState';

type AntItems = NonNullable<MenuProps['items']>;

function toAntItems(items: MenuItem[]): AntItems {
  return items.map((item) =>
    item.children
      ? { key: item.key, label: item.title, icon: menuIcon(item.icon), children: toAntItems(item.children) }
      : {
          key: item.key,
          icon: menuIcon(item.icon),
          label: item.path ? <Link to={item.path}>{item.title}</Link> : item.title,
        },
  );
}

interface Props {
  items: MenuItem[];
  mode: 'inline' | 'horizontal';
  dark: boolean;
  collapsed?: boolean;
  iconStyle?: NavIconStyle;
  onNavigate?: () => void;
}

/** The role's sidebar (or top bar in horizontal layout), built from the remote's `./menu`. */
export function SideNav({ items, mode, dark, collapsed = false, iconStyle = 'line', onNavigate }: Props) {
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(items, pathname));
  useEffect(() => {
    // Open the sub-menus of the page being shown (first load, links from elsewhere).
    const needed = openKeysFor(items, pathname);
    if (needed.length > 0) setOpenKeys((keys) => (needed.every((k) => keys.includes(k)) ? keys : needed));
  }, [items, pathname]);
  const selected = selectedKeyFor(items, pathname);
  return (
    <Menu
      mode={mode}
      className={`mw-icons-${iconStyle}`}
      theme={dark ? 'dark' : 'light'}
      items={toAntItems(items)}
      selectedKeys={selected ? [selected] : []}
      {...(mode === 'inline' && !collapsed
        ? { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(nextOpenKeys(items, openKeys, keys)) }
        : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      triggerSubMenuAction={mode === 'horizontal' ? 'hover' : 'click'}
      disabledOverflow={mode === 'horizontal'}
      onClick={onNavigate}
      style={{ background: 'transparent', borderInlineEnd: 0, borderBottom: 0 }}
      aria-label="Main navigation"
    />
  );
}
