import { theme } from 'antd';
import { type CSSProperties, createContext, Fragment, type Key, type ReactNode, useContext } from 'react';

const ListSize = createContext<'small' | 'default'>('default');

/**
 * A plain list for dashboards, shaped like the part of antd's List they use (`dataSource`,
 * `renderItem`, `locale.emptyText`, `size`, `rowKey`; `Item` with `extra` and `actions`,
 * `Item.Meta`). antd's List brings Pagination, and with it Select and a virtual list (~30 KB
 * brotli): a role's first page must stay light (see docs/decisions/0010-light-components-first-pages.md). Use antd's List where a page pages.
 */
export function SimpleList<T>({
  dataSource,
  renderItem,
  locale,
  size = 'default',
  rowKey,
}: {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  locale?: { emptyText?: ReactNode };
  size?: 'small' | 'default';
  rowKey?: keyof T | ((item: T) => Key);
}) {
  const { token } = theme.useToken();
  if (dataSource.length === 0) {
    return (
      <div style={{ padding: '16px 0', color: token.colorTextSecondary, textAlign: 'center' }}>
        {locale?.emptyText ?? 'No data'}
      </div>
    );
  }
  const keyOf = (item: T, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(item);
    if (rowKey !== undefined) return String(item[rowKey]);
    return index;
  };
  return (
    <ListSize.Provider value={size}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {dataSource.map((item, index) => (
          <Fragment key={keyOf(item, index)}>{renderItem(item, index)}</Fragment>
        ))}
      </ul>
    </ListSize.Provider>
  );
}

function Item({
  children,
  extra,
  actions,
}: {
  children?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode[];
}) {
  const { token } = theme.useToken();
  const size = useContext(ListSize);
  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: token.marginSM,
    padding: size === 'small' ? `${token.paddingXS}px 0` : `${token.paddingSM}px 0`,
    borderBottom: `1px solid ${token.colorSplit}`,
  };
  return (
    <li style={style}>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {actions && actions.length > 0 && (
        <div style={{ display: 'flex', gap: token.marginSM, flexShrink: 0 }}>{actions}</div>
      )}
      {extra !== undefined && extra !== null && <div style={{ flexShrink: 0 }}>{extra}</div>}
    </li>
  );
}

function Meta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div>
      {title && <div style={{ fontWeight: 500 }}>{title}</div>}
      {description && <div style={{ color: token.colorTextSecondary }}>{description}</div>}
    </div>
  );
}

Item.Meta = Meta;
SimpleList.Item = Item;
