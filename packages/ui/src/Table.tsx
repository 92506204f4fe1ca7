import { type CSSProperties, type Key, type ReactNode, useState } from 'react';
import { type DataColumn, DataTable, type SortOrder } from './DataTable';

/**
 * The part of antd's Table API that the back-office lists use (HR, website-admin), drawn by the light `DataTable` (issue 8: antd's
 * Table brings Pagination, Select, Tree, Checkbox, Radio and a virtual list, ~60 KB brotli, more
 * than a later page's budget). Columns keep antd's shape (`dataIndex`, `render(value, row, index)`,
 * `align`, `responsive`, `onCell` style); paging is the server's when `total` is given, else done
 * here over the rows; `onRow(row).onClick` opens a row.
 */
export interface TableColumn<T> {
  key?: Key;
  title?: ReactNode;
  dataIndex?: keyof T & string;
  // biome-ignore lint/suspicious/noExplicitAny: antd's render receives the cell's value
  render?: (value: any, row: T, index: number) => ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** antd's breakpoints; 'sm' is shown everywhere here (phones keep the column). */
  responsive?: ('sm' | 'md' | 'lg' | 'xl')[];
  onCell?: (row: T) => { style?: CSSProperties };
  fixed?: 'left' | 'right';
  /** Sorted on the server: see `sort` and `onSort`. */
  sorter?: boolean;
  /** One line cut with "…" (see DataColumn's `ellipsis`). */
  ellipsis?: boolean;
}

export interface TablePagination {
  current?: number;
  pageSize?: number;
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
  hideOnSinglePage?: boolean;
  showSizeChanger?: boolean;
  pageSizeOptions?: (number | string)[];
  showTotal?: (total: number) => ReactNode;
}

export interface TableProps<T> {
  rowKey: (keyof T & string) | ((row: T) => Key);
  columns: TableColumn<T>[];
  dataSource?: readonly T[];
  loading?: boolean;
  size?: 'small' | 'middle' | 'large';
  pagination?: TablePagination | false;
  locale?: { emptyText?: ReactNode };
  scroll?: { x?: number | true | string };
  onRow?: (row: T) => { onClick?: () => void; style?: CSSProperties };
  /** Rows drawn as selected. */
  isSelected?: (row: T) => boolean;
  /** Rows that open in place. */
  expandable?: { expandedRowRender: (row: T) => ReactNode; rowExpandable?: (row: T) => boolean };
  'aria-label'?: string;
  /** The server's sort (a column's key) and its change; `undefined` clears it. */
  sort?: { key: string; order: SortOrder } | null;
  onSort?: (key: string, order: SortOrder | undefined) => void;
}

const ALIGN = { left: 'start', right: 'end', center: 'center' } as const;

export function Table<T>({
  rowKey,
  columns,
  dataSource = [],
  loading,
  size,
  pagination,
  locale,
  scroll,
  onRow,
  isSelected,
  expandable,
  'aria-label': label,
  sort,
  onSort,
}: TableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const data: DataColumn<T>[] = columns.map((column, i) => ({
    key: String(column.key ?? column.dataIndex ?? i),
    title: column.title,
    width: column.width,
    sortable: column.sorter,
    ellipsis: column.ellipsis,
    align: column.align ? ALIGN[column.align] : undefined,
    responsive: column.responsive?.find((b): b is 'md' | 'lg' | 'xl' => b !== 'sm'),
    cellStyle: column.onCell ? (row) => column.onCell?.(row).style ?? {} : undefined,
    render: (row, index) => {
      const value = column.dataIndex ? row[column.dataIndex] : undefined;
      return column.render ? column.render(value, row, index) : (value as ReactNode);
    },
  }));
  const pageSize = (pagination ? pagination.pageSize : undefined) || 10;
  const server = pagination && pagination.total !== undefined;
  const total = pagination ? (pagination.total ?? dataSource.length) : dataSource.length;
  const page = server
    ? (pagination.current ?? 1)
    : Math.min(ownPage, Math.max(1, Math.ceil(total / pageSize)));
  const rows = pagination && !server ? dataSource.slice((page - 1) * pageSize, page * pageSize) : dataSource;
  const paged = !!pagination && !(pagination?.hideOnSinglePage && total <= pageSize) && total > 0;
  const onRowClick = onRow && ((row: T) => onRow(row).onClick?.());
  return (
    <DataTable<T>
      label={label}
      rowKey={rowKey as keyof T}
      columns={data}
      dataSource={rows}
      loading={loading}
      size={size === 'small' ? 'small' : 'middle'}
      emptyText={locale?.emptyText}
      minWidth={typeof scroll?.x === 'number' ? scroll.x : undefined}
      onRowClick={onRowClick}
      isSelected={isSelected}
      expandedRowRender={expandable?.expandedRowRender}
      rowExpandable={expandable?.rowExpandable}
      sort={sort}
      onSort={onSort}
      pagination={
        paged && {
          page,
          pageSize,
          total,
          totalText: pagination?.showTotal,
          pageSizes: pagination?.showSizeChanger
            ? (pagination.pageSizeOptions ?? [10, 20, 50, 100]).map(Number)
            : undefined,
          onChange: (next, size) => {
            if (server) pagination?.onChange?.(next, size);
            else setOwnPage(next);
          },
        }
      }
    />
  );
}

export type ColumnsType<T> = TableColumn<T>[];
