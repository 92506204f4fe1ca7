import { type ListField, PAGE_FIELDS } from '@managewell/api/contract';
import { Button, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps, Pager } from '../DataTable';
import { LazySelect } from '../LazyFields';
import { Panel, SearchBox } from '../light';
import { EmptyState, ErrorState } from '../states';
import type { RemoteData } from '../useRemoteData';
import { type ListQueryState, pageOfRows, useListQuery } from './listQuery';

/** Column spans of one filter at antd's breakpoints. */
export interface FilterSpan {
  xs?: number;
  md?: number;
  xl?: number;
}

/** One labelled filter in the frame's filter bar. */
export function ListFilter({
  id,
  label,
  span = { xs: 12, md: 6, xl: 4 },
  children,
}: {
  id: string;
  label: string;
  span?: FilterSpan;
  children: ReactNode;
}) {
  return (
    <Col {...span}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/** The list's search box (`q`): typing reaches the URL after a pause, Enter at once. */
export function ListSearch<F extends Record<string, ListField>>({
  list,
  id,
  label = 'Search',
  placeholder,
  span = { xs: 24, md: 12, xl: 6 },
}: {
  list: ListQueryState<F>;
  id: string;
  label?: string;
  placeholder: string;
  span?: FilterSpan;
}) {
  return (
    <ListFilter id={id} label={label} span={span}>
      <SearchBox
        id={id}
        placeholder={placeholder}
        value={list.search}
        onChange={list.setSearch}
        onSearch={(value) => list.set({ q: value } as never)}
      />
    </ListFilter>
  );
}

/** A filter that chooses one value of a query field from a list (cleared: any value). */
export function ListSelect<F extends Record<string, ListField>>({
  list,
  field,
  id,
  label,
  placeholder,
  options,
  span,
}: {
  list: ListQueryState<F>;
  field: keyof F & string;
  id: string;
  label: string;
  placeholder: string;
  options: { value: string; label: ReactNode }[];
  span?: FilterSpan;
}) {
  const value = (list.query as Record<string, string | number | undefined>)[field];
  return (
    <ListFilter id={id} label={label} span={span}>
      <LazySelect
        id={id}
        allowClear
        placeholder={placeholder}
        style={{ width: '100%' }}
        value={value === undefined ? undefined : String(value)}
        options={options}
        onChange={(next?: string) => list.set({ [field]: next } as never)}
      />
    </ListFilter>
  );
}

export interface ListFrameProps<T, F extends Record<string, ListField>> {
  list: ListQueryState<F>;
  /** The server's page of rows and the total of the filtered list, as `useRemoteData` loads it. */
  remote: RemoteData<{ items: readonly T[]; total: number }>;
  /** "The leads could not be loaded". */
  errorTitle: string;
  /** What the list calls its rows in empty states ("leads"). */
  noun: string;
  /** Shown when the list has no rows at all (no filter set), e.g. an "Add" button. */
  emptyAction?: ReactNode;
  /** "No leads yet" unless given. */
  emptyText?: ReactNode;
  /** "No leads match these filters" unless given. */
  filteredText?: ReactNode;
  /** The filter bar's fields (`ListSearch`, `ListFilter`); the frame adds "Clear filters". */
  filters?: ReactNode;
  clearSpan?: FilterSpan;
  /**
   * Buttons at the end of the filter bar that act on the whole filtered list (the CSV/Excel
   * export goes here, built from `list.exportParams`).
   */
  actions?: ReactNode;
  /** The table: its columns, row key, label and row click. */
  table: Omit<DataTableProps<T>, 'dataSource' | 'loading' | 'emptyText' | 'pagination' | 'sort' | 'onSort'>;
  /** Draws the rows another way (cards on a phone); the frame keeps the pager under them. */
  renderRows?: (rows: readonly T[], emptyText: ReactNode) => ReactNode;
  /** Says how many there are in the list's own words ("45 employees") instead of "1–20 of 45". */
  totalText?: (total: number) => ReactNode;
  /** The page sizes offered; `false` keeps the list's one size. */
  pageSizes?: readonly number[] | false;
  /** Drawn beside the table on wide screens (a list of groups to choose from), above it on phones. */
  aside?: ReactNode;
  /** Inside a box already (a tab's panel): the filter bar without its own box. */
  bare?: boolean;
}

/**
 * One list page's body: the filter bar, the table (or cards) with its empty, loading and error
 * states, and the pager, all driven by the query in the URL (`useListQuery`).
 */
export function ListFrame<T, F extends Record<string, ListField>>({
  list,
  remote: { data, loading, error, reload: onRetry },
  errorTitle,
  noun,
  emptyAction,
  emptyText,
  filteredText,
  filters,
  clearSpan = { xs: 12, md: 6, xl: 3 },
  actions,
  table,
  renderRows,
  pageSizes,
  bare = false,
  totalText,
  aside,
}: ListFrameProps<T, F>) {
  const pagination = { ...list.pagination(data?.total ?? 0, pageSizes), totalText };
  const empty = loading ? (
    ' '
  ) : data && data.total > 0 ? (
    <EmptyState
      description={`There are no ${noun} on this page`}
      action={
        <Button type="primary" onClick={() => list.set({ page: undefined } as never)}>
          Go to the first page
        </Button>
      }
    />
  ) : list.filtered ? (
    <EmptyState
      description={filteredText ?? `No ${noun} match these filters`}
      action={
        <Button type="primary" onClick={list.clearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState description={emptyText ?? `No ${noun} yet`} action={emptyAction} />
  );
  const rows = data?.items ?? [];
  const bar = (
    <Row gutter={[16, 12]} align="bottom">
      {filters}
      {filters && (
        <Col {...clearSpan}>
          <Button block onClick={list.clearFilters} disabled={!list.filtered && list.search === ''}>
            Clear filters
          </Button>
        </Col>
      )}
      {actions && (
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          {actions}
        </Col>
      )}
    </Row>
  );
  const rowsOrTable = renderRows ? (
    <>
      {renderRows(rows, empty)}
      <Pager {...pagination} />
    </>
  ) : (
    <DataTable<T>
      {...table}
      dataSource={rows}
      loading={loading}
      emptyText={empty}
      sort={list.sort}
      onSort={list.onSort}
      pagination={pagination}
    />
  );
  return (
    <>
      {(filters || actions) &&
        (bare ? (
          <div style={{ marginBottom: 12 }}>{bar}</div>
        ) : (
          <Panel size="small" style={{ marginBottom: 16 }}>
            {bar}
          </Panel>
        ))}
      {error !== undefined ? (
        bare ? (
          <ErrorState title={errorTitle} error={error} onRetry={onRetry} />
        ) : (
          <Panel>
            <ErrorState title={errorTitle} error={error} onRetry={onRetry} />
          </Panel>
        )
      ) : aside ? (
        <Row gutter={16}>
          <Col xs={24} lg={6}>
            {aside}
          </Col>
          <Col xs={24} lg={18}>
            {rowsOrTable}
          </Col>
        </Row>
      ) : (
        rowsOrTable
      )}
    </>
  );
}

/**
 * A short list the server sends whole and nobody filters (a queue of requests, a record's
 * history): only its page is kept, in the URL, and the rows are paged here.
 */
export function WholeListFrame<T>({
  rows,
  ...frame
}: Omit<ListFrameProps<T, typeof PAGE_FIELDS>, 'list' | 'remote' | 'filters' | 'clearSpan'> & {
  rows: RemoteData<readonly T[]>;
}) {
  const list = useListQuery(PAGE_FIELDS, { filters: [] });
  return <ListFrame list={list} remote={pageOfRows(rows, list.query)} {...frame} />;
}
