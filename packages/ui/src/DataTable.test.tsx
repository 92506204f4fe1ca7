// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, nextSortOrder } from './DataTable';

type Row = { id: number; name: string; city: string };
const rows: Row[] = [
  { id: 7, name: 'Asha', city: 'Pune' },
  { id: 9, name: 'Ravi', city: 'Kochi' },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (r) => r.name },
  { key: 'city', title: 'City', responsive: 'md', render: (r) => r.city },
  { key: 'id', title: 'Number', align: 'end', render: (r) => `#${r.id}` },
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('DataTable', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('renders a row per item and hides a responsive column on a narrow screen', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} dataSource={rows} rowKey="id" />);
    expect(html.match(/<tr class="mw-table-row"/g)).toHaveLength(2);
    expect(html).toContain('#9');
    expect(html).not.toContain('Kochi'); // matchMedia does not match: below md
    expect(html).toContain('aria-sort="none"');
  });

  it('cuts an ellipsis column to one line that does not widen the table', () => {
    const message: DataColumn<Row> = {
      key: 'message',
      title: 'Message',
      ellipsis: true,
      render: (r) => r.city,
    };
    const html = renderToStaticMarkup(
      <DataTable columns={[...columns.slice(0, 1), message]} dataSource={rows} rowKey="id" />,
    );
    expect(html).toContain(
      '<div style="width:0;min-width:100%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Pune</div>',
    );
    // The other columns keep their content as it is.
    expect(html).not.toMatch(/text-overflow:ellipsis">Asha/);
  });

  it('shows the empty text without rows', () => {
    const html = renderToStaticMarkup(
      <DataTable columns={columns} dataSource={[]} rowKey="id" emptyText="No lead is waiting." />,
    );
    expect(html).toContain('No lead is waiting.');
  });

  it('cycles a sortable header through ascending, descending and none', () => {
    expect(nextSortOrder(undefined)).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBeUndefined();
    const onSort = vi.fn();
    act(() =>
      root.render(
        <DataTable
          columns={columns}
          dataSource={rows}
          rowKey="id"
          sort={{ key: 'name', order: 'asc' }}
          onSort={onSort}
        />,
      ),
    );
    const header = host.querySelector('th[aria-sort]');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    act(() => host.querySelector<HTMLButtonElement>('th button')?.click());
    expect(onSort).toHaveBeenCalledWith('name', 'desc');
  });

  it('pages: where we are, previous and next, and the page size', () => {
    const onChange = vi.fn();
    act(() =>
      root.render(
        <DataTable
          columns={columns}
          dataSource={rows}
          rowKey="id"
          pagination={{ page: 2, pageSize: 2, total: 5, onChange, pageSizes: [2, 50] }}
        />,
      ),
    );
    expect(host.textContent).toContain('3–4 of 5');
    expect(host.textContent).toContain('Page 2 of 3');
    const button = (name: string) =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
    act(() => button('Next').click());
    expect(onChange).toHaveBeenLastCalledWith(3, 2);
    act(() => button('Previous').click());
    expect(onChange).toHaveBeenLastCalledWith(1, 2);
    const select = host.querySelector('select') as HTMLSelectElement;
    act(() => {
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('sorts a date column newest first on the first click when asked', () => {
    expect(nextSortOrder(undefined, 'desc')).toBe('desc');
    expect(nextSortOrder('desc', 'desc')).toBe('asc');
    expect(nextSortOrder('asc', 'desc')).toBeUndefined();
    const onSort = vi.fn();
    const dated: DataColumn<Row>[] = [
      { key: 'name', title: 'Name', sortable: true, sortFirst: 'desc', render: (r) => r.name },
    ];
    act(() => root.render(<DataTable columns={dated} dataSource={rows} rowKey="id" onSort={onSort} />));
    act(() => host.querySelector<HTMLButtonElement>('th button')?.click());
    expect(onSort).toHaveBeenCalledWith('name', 'desc');
  });

  it('opens a row on a click or Enter, but leaves its links and buttons to themselves', () => {
    const onRowClick = vi.fn();
    const linked: DataColumn<Row>[] = [
      { key: 'name', title: 'Name', render: (r) => <a href={`#lead-${r.id}`}>{r.name}</a> },
      { key: 'id', title: 'Number', render: (r) => <button type="button">#{r.id}</button> },
      { key: 'city', title: 'City', render: (r) => r.city },
    ];
    act(() =>
      root.render(<DataTable columns={linked} dataSource={rows} rowKey="id" onRowClick={onRowClick} />),
    );
    const rowsShown = [...host.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rowsShown.map((r) => r.tabIndex)).toEqual([0, 0]);
    act(() =>
      rowsShown[1]?.querySelector('td:last-child')?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    act(() => rowsShown[0]?.querySelector('button')?.click());
    act(() =>
      rowsShown[0]
        ?.querySelector('a')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    );
    expect(onRowClick).toHaveBeenCalledTimes(1);

    const press = (target: Element | null | undefined, key: string) =>
      act(() =>
        target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
      );
    press(rowsShown[0], ' ');
    expect(onRowClick).toHaveBeenCalledTimes(1);
    press(rowsShown[0], 'Enter');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    // Enter on the row's link is the link's own (it navigates); the row does not open twice.
    press(rowsShown[0]?.querySelector('a'), 'Enter');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows out of the tab order without onRowClick', () => {
    act(() => root.render(<DataTable columns={columns} dataSource={rows} rowKey="id" />));
    expect(host.querySelector('tbody tr')?.hasAttribute('tabindex')).toBe(false);
  });

  it('opens a row in place with its expand button, only where the row can open', () => {
    act(() =>
      root.render(
        <DataTable
          columns={columns}
          dataSource={rows}
          rowKey="id"
          expandedRowRender={(r) => `Details of ${r.name}`}
          rowExpandable={(r) => r.id === 7}
        />,
      ),
    );
    const buttons = host.querySelectorAll<HTMLButtonElement>('button[aria-label="Expand row"]');
    expect(buttons).toHaveLength(1);
    expect(host.textContent).not.toContain('Details of Asha');
    act(() => buttons[0]?.click());
    expect(host.querySelector('.mw-table-expanded-row')?.textContent).toBe('Details of Asha');
    const collapse = host.querySelector<HTMLButtonElement>('button[aria-label="Collapse row"]');
    expect(collapse?.getAttribute('aria-expanded')).toBe('true');
    act(() => collapse?.click());
    expect(host.querySelector('.mw-table-expanded-row')).toBeNull();
  });
});
