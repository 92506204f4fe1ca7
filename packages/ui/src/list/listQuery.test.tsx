// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { LEAD_LIST_FIELDS } from '@managewell/api/contract';
import { currentLocation, renderAt } from '@managewell/ui/testing/render';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListFrame, ListSearch, WholeListFrame } from './ListFrame';
import { nextListParams, pageOfRows, useListQuery } from './listQuery';

describe('nextListParams', () => {
  it('drops blanks and defaults, and goes back to page 1 unless paging', () => {
    const current = new URLSearchParams('page=3&status=new&q=asha');
    const next = nextListParams(LEAD_LIST_FIELDS, current, {
      status: undefined,
      sort: 'created_at',
      order: 'asc',
    });
    expect(next.toString()).toBe('q=asha&order=asc');
    expect(nextListParams(LEAD_LIST_FIELDS, current, { page: 4 }, true).get('page')).toBe('4');
  });
});

describe('pageOfRows', () => {
  it('pages a list the server sends whole and keeps its total', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i + 1);
    const remote = { data: rows, loading: false, error: undefined, reload: () => {} };
    expect(pageOfRows(remote, { page: 3, pageSize: 20 }).data).toEqual({
      items: [41, 42, 43, 44, 45],
      total: 45,
    });
    expect(pageOfRows({ ...remote, data: undefined }, { page: 1, pageSize: 20 }).data).toBeUndefined();
  });
});

type Row = { id: number; name: string };

function Leads({ rows }: { rows: Row[] }) {
  const list = useListQuery(LEAD_LIST_FIELDS, { filters: ['q', 'status'] });
  return (
    <>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <output data-testid="export">{list.exportParams.toString()}</output>
      <ListFrame
        list={list}
        remote={{
          data: { items: rows, total: rows.length },
          loading: false,
          error: undefined,
          reload: () => {},
        }}
        errorTitle="The leads could not be loaded"
        noun="leads"
        filters={<ListSearch list={list} id="search" placeholder="Name" />}
        actions={<button type="button">Export</button>}
        table={{
          label: 'Leads',
          rowKey: 'id',
          columns: [{ key: 'first_name', title: 'Name', sortable: true, render: (r: Row) => r.name }],
        }}
      />
    </>
  );
}

describe('useListQuery and ListFrame', () => {
  afterEach(cleanup);
  it('reads the URL as the contract does, dropping refused values', () => {
    renderAt('/leads?status=nope&page=2&sort=city&q=%20asha%20', '/leads', <Leads rows={[]} />);
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '')).toEqual({
      page: 2,
      pageSize: 20,
      order: 'desc',
      sort: 'city',
      q: 'asha',
    });
    expect(screen.getByTestId('export').textContent).toBe('order=desc&sort=city&q=asha');
    expect(screen.getByText('No leads match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('sorts from a header and clears filters through the URL', async () => {
    renderAt('/leads?q=asha&page=2', '/leads', <Leads rows={[{ id: 1, name: 'Asha' }]} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: /Name/ })));
    await waitFor(() => expect(currentLocation.search).toBe('?q=asha&sort=first_name&order=asc'));
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement));
    await waitFor(() => expect(currentLocation.search).toBe('?sort=first_name&order=asc'));
  });

  it('sends typed search to the URL after a pause', async () => {
    renderAt('/leads', '/leads', <Leads rows={[]} />);
    fireEvent.change(screen.getByPlaceholderText('Name'), { target: { value: 'ravi' } });
    await waitFor(() => expect(currentLocation.search).toBe('?q=ravi'));
  });
});

const STATES = {
  page: { kind: 'int', min: 1, max: 100, default: 1 },
  state: { kind: 'enum', values: ['all', 'pending'], default: 'all' },
} as const;

function Nested({ inMemory }: { inMemory: boolean }) {
  const list = useListQuery(STATES, { filters: ['state'], inMemory });
  return (
    <>
      <output data-testid="nested">{`${list.query.state} ${list.filtered}`}</output>
      <button type="button" onClick={() => list.set({ state: 'pending' })}>
        Pending
      </button>
      <button type="button" onClick={list.clearFilters}>
        All
      </button>
    </>
  );
}

describe('useListQuery for a list nested in a record', () => {
  afterEach(cleanup);
  it('keeps its query in memory, leaving the page URL alone', async () => {
    renderAt('/page?tab=x', '/page', <Nested inMemory />);
    expect(screen.getByTestId('nested').textContent).toBe('all false');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pending' })));
    await waitFor(() => expect(screen.getByTestId('nested').textContent).toBe('pending true'));
    expect(currentLocation.search).toBe('?tab=x');
  });

  it('counts a filter at its default as no filter', async () => {
    renderAt('/page?state=all', '/page', <Nested inMemory={false} />);
    expect(screen.getByTestId('nested').textContent).toBe('all false');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pending' })));
    await waitFor(() => expect(currentLocation.search).toBe('?state=pending'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'All' })));
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });
});

describe('WholeListFrame', () => {
  afterEach(cleanup);
  it('pages the rows the server sent whole at the page in the URL', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Request ${i + 1}` }));
    renderAt(
      '/queue?page=2',
      '/queue',
      <WholeListFrame<Row>
        rows={{ data: rows, loading: false, error: undefined, reload: () => {} }}
        errorTitle="The requests could not be loaded"
        noun="requests"
        table={{
          label: 'Requests',
          rowKey: 'id',
          columns: [{ key: 'name', title: 'Name', render: (r) => r.name }],
        }}
      />,
    );
    expect(screen.getByText('Request 25')).toBeTruthy();
    expect(screen.queryByText('Request 20')).toBeNull();
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Previous' })));
    await waitFor(() => expect(screen.getByText('Request 20')).toBeTruthy());
  });
});
