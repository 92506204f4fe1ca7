import { Button, Spin, theme } from 'antd';
import {
  type CSSProperties,
  Fragment,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useMediaQuery } from './useMediaQuery';

/**
 * A light table for list pages: server-side paging and sorting, responsive columns, antd's look.
 * antd's Table imports Pagination, Select, Tree, Checkbox, Radio and a virtual list for its
 * filter menus and size changer whether a page uses them or not (~80 KB brotli), which alone
 * is more than a later page's budget (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). Pages that need row selection, column
 * filters or expandable rows keep antd's Table.
 *
 * Imported from `@managewell/ui/data-table` (not the shared root): each app bundles the copy it
 * uses, so a remote does not depend on the host's version of this component.
 */
export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** The column header sorts (server-side: see `sort` and `onSort`). */
  sortable?: boolean;
  /** Shown from this antd breakpoint up (md 768 px, lg 992, xl 1200). */
  responsive?: 'md' | 'lg' | 'xl';
  /** Pixels. */
  width?: number;
  /** The first click sorts descending (newest first for dates): desc → asc → none. */
  sortFirst?: SortOrder;
  /** Extra style of this column's cell in a row (antd's `onCell` style). */
  cellStyle?: (row: T) => CSSProperties;
  /**
   * One line cut with "…" at the column's share of the width (antd's `ellipsis`). The text does
   * not widen the table: without it a long line would take the row's width from the others.
   */
  ellipsis?: boolean;
}

/** Fills the cell without adding to its width (width 0, at least the cell's), on one line. */
const ONE_LINE: CSSProperties = {
  width: 0,
  minWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};

export type SortOrder = 'asc' | 'desc';

export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** Offers a page-size choice (antd's `showSizeChanger`). */
  pageSizes?: readonly number[];
  /** Says how many there are in the list's own words (antd's `showTotal`), instead of "1–20 of 45". */
  totalText?: (total: number) => ReactNode;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T | ((row: T) => Key);
  loading?: boolean;
  emptyText?: ReactNode;
  size?: 'small' | 'middle';
  /** The current server-side sort; `onSort(key, undefined)` clears it. */
  sort?: { key: string; order: SortOrder } | null;
  onSort?: (key: string, order: SortOrder | undefined) => void;
  pagination?: DataTablePagination | false;
  /** Names the table for assistive technology. */
  label?: string;
  style?: CSSProperties;
  /** Below this width (pixels) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /**
   * Opens a row: a click anywhere on it (except on its links and buttons) or Enter on the
   * focused row. Rows then take the keyboard focus in turn; the link in a row's first column
   * still opens it as a link does.
   */
  onRowClick?: (row: T) => void;
  /** Rows drawn as selected (antd's selected-row background). */
  isSelected?: (row: T) => boolean;
  /**
   * Rows that open in place (antd's `expandable.expandedRowRender`): a first column of
   * "Expand row" / "Collapse row" buttons, and the row's details under it while open.
   */
  expandedRowRender?: (row: T) => ReactNode;
  /** Which rows can open (all when absent). */
  rowExpandable?: (row: T) => boolean;
}

const BREAKPOINT = { md: '(min-width: 768px)', lg: '(min-width: 992px)', xl: '(min-width: 1200px)' };

/** The next order of a column's sort cycle (ascending, descending, none), as antd's headers do. */
export function nextSortOrder(
  current: SortOrder | undefined,
  first: SortOrder = 'asc',
): SortOrder | undefined {
  const second: SortOrder = first === 'asc' ? 'desc' : 'asc';
  if (current === undefined) return first;
  return current === first ? second : undefined;
}

/** Whether a click or key press started on something of its own to act on (a link, a button, a field). */
function fromControl(event: { target: EventTarget; currentTarget: EventTarget }) {
  const control = (event.target as Element).closest?.('a, button, input, select, textarea, label');
  return control !== null && control !== undefined && control !== event.currentTarget;
}

export function DataTable<T>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  emptyText = 'No data',
  size = 'middle',
  sort,
  onSort,
  pagination = false,
  label,
  style,
  minWidth,
  onRowClick,
  isSelected,
  expandedRowRender,
  rowExpandable,
}: DataTableProps<T>) {
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());
  const toggle = (key: Key) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const shown = {
    md: useMediaQuery(BREAKPOINT.md),
    lg: useMediaQuery(BREAKPOINT.lg),
    xl: useMediaQuery(BREAKPOINT.xl),
  };
  const visible = columns.filter((c) => c.responsive === undefined || shown[c.responsive]);
  const pad =
    size === 'small'
      ? `${token.paddingXS}px ${token.paddingXS}px`
      : `${token.paddingSM}px ${token.paddingXS}px`;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const head: CSSProperties = {
    padding: pad,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    borderBottom: border,
    whiteSpace: 'nowrap',
  };
  const cell: CSSProperties = { padding: pad, borderBottom: border, verticalAlign: 'middle' };
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey] as unknown as string);

  return (
    <div style={style}>
      <Spin spinning={loading}>
        {/* A container for the empty text's width (100cqw): the visible width, not the table's. */}
        <div style={{ overflowX: 'auto', containerType: 'inline-size' }}>
          <table
            aria-label={label}
            aria-busy={loading || undefined}
            style={{ width: '100%', minWidth, borderCollapse: 'collapse', fontSize: token.fontSize }}
          >
            <thead>
              <tr>
                {expandedRowRender && <th aria-label="Details" style={{ ...head, width: 48 }} />}
                {visible.map((column) => {
                  const order = sort?.key === column.key ? sort.order : undefined;
                  const ariaSort =
                    order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
                      style={{ ...head, width: column.width, textAlign: column.align ?? 'start' }}
                    >
                      {column.sortable && onSort ? (
                        <SortButton
                          order={order}
                          onClick={() => onSort(column.key, nextSortOrder(order, column.sortFirst))}
                          activeColour={token.colorPrimary}
                          idleColour={token.colorTextQuaternary}
                        >
                          {column.title}
                        </SortButton>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {dataSource.length === 0 ? (
                <tr>
                  <td
                    colSpan={visible.length + (expandedRowRender ? 1 : 0) || 1}
                    style={{ ...cell, padding: 0, color: token.colorTextSecondary }}
                  >
                    {/* Held at the left of the visible part: a table wider than a phone would
                        otherwise centre its empty text out of view. */}
                    <div
                      style={{
                        position: 'sticky',
                        left: 0,
                        width: '100cqw',
                        maxWidth: '100%',
                        boxSizing: 'border-box',
                        padding: token.paddingLG,
                        textAlign: 'center',
                      }}
                    >
                      {loading ? '\u00a0' : emptyText}
                    </div>
                  </td>
                </tr>
              ) : (
                dataSource.map((row, index) => (
                  <Fragment key={keyOf(row)}>
                    <tr
                      className={onRowClick ? 'mw-table-row mw-table-row-link' : 'mw-table-row'}
                      style={isSelected?.(row) ? { background: token.controlItemBgActive } : undefined}
                      {...(onRowClick && {
                        tabIndex: 0,
                        style: {
                          cursor: 'pointer',
                          ...(isSelected?.(row) && { background: token.controlItemBgActive }),
                        },
                        onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                          if (!fromControl(event)) onRowClick(row);
                        },
                        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                          if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                          event.preventDefault();
                          onRowClick(row);
                        },
                      })}
                    >
                      {expandedRowRender && (
                        <td style={{ ...cell, width: 48, textAlign: 'center' }}>
                          {(rowExpandable?.(row) ?? true) && (
                            <ExpandButton
                              open={expanded.has(keyOf(row))}
                              onClick={() => toggle(keyOf(row))}
                              border={token.colorBorder}
                              background={token.colorBgContainer}
                            />
                          )}
                        </td>
                      )}
                      {visible.map((column) => (
                        <td
                          key={column.key}
                          style={{ ...cell, textAlign: column.align ?? 'start', ...column.cellStyle?.(row) }}
                        >
                          {column.ellipsis ? (
                            <div style={ONE_LINE}>{column.render(row, index)}</div>
                          ) : (
                            column.render(row, index)
                          )}
                        </td>
                      ))}
                    </tr>
                    {expandedRowRender && expanded.has(keyOf(row)) && (
                      <tr className="mw-table-expanded-row">
                        <td
                          colSpan={visible.length + 1}
                          style={{ ...cell, background: token.colorFillAlter }}
                        >
                          {expandedRowRender(row)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {pagination && <Pager {...pagination} />}
    </div>
  );
}

/** antd's expand icon: a small square with a plus that turns into a minus. */
function ExpandButton({
  open,
  onClick,
  border,
  background,
}: {
  open: boolean;
  onClick: () => void;
  border: string;
  background: string;
}) {
  return (
    <button
      type="button"
      aria-label={open ? 'Collapse row' : 'Expand row'}
      aria-expanded={open}
      onClick={onClick}
      style={{
        width: 17,
        height: 17,
        padding: 0,
        lineHeight: '15px',
        border: `1px solid ${border}`,
        borderRadius: 4,
        background,
        color: 'inherit',
        cursor: 'pointer',
        font: 'inherit',
        fontSize: 12,
      }}
    >
      {open ? '−' : '+'}
    </button>
  );
}

function SortButton({
  order,
  onClick,
  activeColour,
  idleColour,
  children,
}: {
  order: SortOrder | undefined;
  onClick: () => void;
  activeColour: string;
  idleColour: string;
  children: ReactNode;
}) {
  const arrow = (which: SortOrder, glyph: string) => (
    <span aria-hidden style={{ color: order === which ? activeColour : idleColour, lineHeight: 0.6 }}>
      {glyph}
    </span>
  );
  return (
    <button
      type="button"
      onClick={onClick}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        border: 0,
        padding: 0,
        background: 'none',
        font: 'inherit',
        color: 'inherit',
        cursor: 'pointer',
      }}
    >
      {children}
      <span style={{ display: 'inline-flex', flexDirection: 'column', fontSize: 9 }}>
        {arrow('asc', '▲')}
        {arrow('desc', '▼')}
      </span>
    </button>
  );
}

/**
 * Previous / next, where we are, and the page size: enough for server-side paging. Exported for
 * lists shown as cards on a phone, which page as the table does.
 */
export function Pager({ page, pageSize, total, onChange, pageSizes, totalText }: DataTablePagination) {
  const { token } = theme.useToken();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: token.marginXS,
        marginTop: token.margin,
      }}
    >
      <span style={{ color: token.colorTextSecondary }}>
        {totalText ? (
          totalText(total)
        ) : (
          <>
            {first}–{last} of {total.toLocaleString('en-IN')}
          </>
        )}
      </span>
      <Button size="small" disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)}>
        Previous
      </Button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onChange(page + 1, pageSize)}>
        Next
      </Button>
      {pageSizes && pageSizes.length > 0 && (
        <>
          <label htmlFor={sizeId} style={{ color: token.colorTextSecondary }}>
            Per page
          </label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onChange(1, Number(event.target.value))}
            style={{
              height: token.controlHeightSM,
              borderRadius: token.borderRadiusSM,
              border: `${token.lineWidth}px solid ${token.colorBorder}`,
              background: token.colorBgContainer,
              color: token.colorText,
              padding: '0 4px',
            }}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </>
      )}
    </nav>
  );
}
