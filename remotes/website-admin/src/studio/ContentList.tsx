/**
 * The list of a content kind: search, status filter, sort and paging (in the URL for a page's
 * main list), bulk publish/unpublish/delete with confirmation, a thumbnail and the public
 * address of each item, and drag-and-drop (or keyboard) ordering where the site shows an order.
 * Drawn with the light table (`@managewell/ui/table`, issue 8: antd's Table brings Pagination,
 * Select, Tree, Radio and a virtual list, ~60 KB brotli); its status filter loads antd's Select
 * when reached for (LazySelect).
 */
import { isApiErrorBody, messageOf } from '@managewell/api';
import {
  CONTENT_SORTS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentListRow,
  type ContentSort,
  type ContentStatus,
  type ContentUsage,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, useAntApp, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { SearchBox, Text } from '@managewell/ui/light';
import { Table, type TableColumn } from '@managewell/ui/table';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../pages/shared/format';
import { studioApi } from './api';
import { thumbnailUrl } from './MediaPicker';
import { SelectBox } from './SelectBox';
import { StatusTag } from './StatusTag';
import { KIND_TEXT } from './sections';
import { useSortableKit } from './sortableKit';

const STATUS_TEXT: Record<ContentStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Unpublished changes',
};

interface ListState {
  search: string;
  status: ContentStatus | undefined;
  sort: ContentSort;
  order: 'asc' | 'desc';
  page: number;
}

const DEFAULTS: ListState = { search: '', status: undefined, sort: 'position', order: 'asc', page: 1 };
export const LIST_PAGE_SIZE = 20;

/** The list's state: in the URL for the page's main list, in memory for a nested one. */
function useListState(inUrl: boolean): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(DEFAULTS);
  if (!inUrl) return [local, (change) => setLocal((s) => ({ ...s, page: 1, ...change }))];
  const sort = params.get('sort') as ContentSort | null;
  const status = params.get('status') as ContentStatus | null;
  const state: ListState = {
    search: params.get('search') ?? '',
    status: status && CONTENT_STATUSES.includes(status) ? status : undefined,
    sort: sort && CONTENT_SORTS.includes(sort) ? sort : 'position',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (change: Partial<ListState>) => {
    const next = { ...state, page: 1, ...change };
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || value === DEFAULTS[key as keyof ListState]) out.delete(key);
      else out.set(key, String(value));
    }
    setParams(out, { replace: true });
  };
  return [state, update];
}

export function ContentList({
  kind,
  parentId,
  urlState = false,
  editHref,
  onAdd,
}: {
  kind: ContentKind;
  parentId?: number;
  urlState?: boolean;
  editHref?: (kind: ContentKind, id: number, parentId: number | null) => string;
  onAdd?: () => void;
}) {
  const { modal, message } = useAntApp();
  const [state, update] = useListState(urlState);
  const [selected, setSelected] = useState<number[]>([]);
  const [order, setOrder] = useState<ContentListRow[] | null>(null);
  const text = KIND_TEXT[kind];
  const key = JSON.stringify([kind, parentId, state]);
  const list = useRemoteData(
    () =>
      studioApi.list(kind, {
        ...(state.search ? { search: state.search } : {}),
        ...(state.status ? { status: state.status } : {}),
        ...(parentId ? { parentId } : {}),
        sort: state.sort,
        order: state.order,
        page: state.page,
        pageSize: LIST_PAGE_SIZE,
      }),
    key,
  );
  const rows = order ?? list.data?.items ?? [];
  const canReorder = state.sort === 'position' && state.order === 'asc' && !state.search && !state.status;
  // Drag and drop loads when a row's handle is reached for (sortableKit.tsx).
  const sortable = useSortableKit();

  const onMove = async (from: number, to: number) => {
    const next = [...rows];
    next.splice(to, 0, ...next.splice(from, 1));
    setOrder(next);
    try {
      // The server reuses the positions these rows hold, so other pages keep their place.
      await studioApi.reorder(
        kind,
        next.map((r) => r.id),
      );
      message.success('The new order is live.');
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setOrder(null);
      list.reload();
    }
  };

  const bulk = (action: 'publish' | 'unpublish' | 'delete') => {
    const run = async (force: boolean) => {
      const result = await studioApi.bulk(kind, { action, ids: selected, force });
      if (result.failed.length > 0) message.warning(result.failed.map((f) => f.message).join(' '));
      else
        message.success(
          `${result.done.length} ${result.done.length === 1 ? text.one : text.many.toLowerCase()} done.`,
        );
      setSelected([]);
      list.reload();
    };
    modal.confirm({
      title: `${action[0]!.toUpperCase()}${action.slice(1)} ${selected.length} selected?`,
      okText: 'Yes',
      okButtonProps: { danger: action !== 'publish' },
      onOk: () =>
        run(false).catch((error: unknown) => {
          const usages = isApiErrorBody(error)
            ? (error.details as { usages?: ContentUsage[] } | undefined)?.usages
            : undefined;
          if (!usages) return message.error(messageOf(error));
          modal.confirm({
            title: 'Other content links to these',
            content: (
              <ul>
                {usages.map((u) => (
                  <li key={`${u.kind}-${u.id}`}>
                    {u.title} ({u.field})
                  </li>
                ))}
              </ul>
            ),
            okText: `${action} anyway`,
            okButtonProps: { danger: true },
            onOk: () => run(true).catch((e: unknown) => message.error(messageOf(e))),
          });
        }),
    });
  };

  const [search, setSearch] = useState(state.search);
  const shownIds = rows.map((r) => r.id);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const someShown = shownIds.some((id) => selected.includes(id));
  const select = (ids: number[], on: boolean) =>
    setSelected((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id))));

  const columns: TableColumn<ContentListRow>[] = [
    {
      key: 'select',
      width: 32,
      title: (
        <SelectBox
          aria-label="Select all"
          checked={allShown}
          indeterminate={someShown && !allShown}
          disabled={shownIds.length === 0}
          onChange={(on) => select(shownIds, on)}
        />
      ),
      render: (_: unknown, row: ContentListRow) => (
        <SelectBox
          aria-label={`Select ${row.title}`}
          checked={selected.includes(row.id)}
          onChange={(on) => select([row.id], on)}
        />
      ),
    },
    ...(canReorder
      ? [
          {
            key: 'drag',
            width: 40,
            render: (_: unknown, row: ContentListRow) =>
              sortable.handle({ id: String(row.id), label: `Move ${row.title}`, node: 'tr' }),
          },
        ]
      : []),
    {
      key: 'thumbnail',
      width: 72,
      render: (_: unknown, row: ContentListRow) =>
        row.thumbnail ? (
          <img
            src={thumbnailUrl(row.thumbnail)}
            alt=""
            width={56}
            height={40}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            loading="lazy"
          />
        ) : null,
    },
    {
      key: 'title',
      title: 'Title',
      sorter: true,
      render: (_: unknown, row: ContentListRow) => (
        <Flex vertical>
          {editHref ? <Link to={editHref(kind, row.id, row.parentId)}>{row.title}</Link> : row.title}
          {row.parentTitle && <Text type="secondary">{row.parentTitle}</Text>}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      sorter: true,
      render: (_: unknown, row: ContentListRow) => (
        <Flex vertical gap={4} align="start">
          <StatusTag status={row.status} />
          {row.scheduled && (
            <Tag color="blue">
              {row.scheduled.action === 'publish' ? 'Publishes' : 'Unpublishes'}{' '}
              {new Date(row.scheduled.at).toLocaleString('en-IN', {
                timeZone: 'Asia/Kolkata',
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'updated',
      title: 'Updated',
      sorter: true,
      responsive: ['md'],
      render: (_: unknown, row: ContentListRow) => (
        <Flex vertical>
          <span>{formatDateTime(row.updatedAt)}</span>
          {row.updatedBy && <Text type="secondary">{row.updatedBy}</Text>}
        </Flex>
      ),
    },
    {
      key: 'public',
      title: 'On the site',
      responsive: ['lg'],
      render: (_: unknown, row: ContentListRow) =>
        row.publicPath ? (
          <a href={row.publicPath} target="_blank" rel="noreferrer">
            {row.publicPath}
          </a>
        ) : (
          <Text type="secondary">—</Text>
        ),
    },
  ];

  const table = (
    <Table<ContentListRow>
      aria-label={text.many}
      rowKey={(row) => String(row.id)}
      columns={columns}
      dataSource={rows}
      loading={list.loading}
      size="middle"
      isSelected={(row) => selected.includes(row.id)}
      sort={state.sort === 'position' ? null : { key: state.sort, order: state.order }}
      onSort={(key, order) =>
        update({
          sort: order ? (key as ContentSort) : 'position',
          order: order ?? 'asc',
          page: state.page,
        })
      }
      pagination={{
        current: state.page,
        pageSize: LIST_PAGE_SIZE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (page) => update({ page }),
      }}
      locale={{
        emptyText: list.loading ? (
          ' '
        ) : (
          <EmptyState
            description={
              state.search || state.status
                ? `No ${text.many.toLowerCase()} match.`
                : `No ${text.many.toLowerCase()} yet.`
            }
            action={onAdd && <Button onClick={onAdd}>Add {text.one}</Button>}
          />
        ),
      }}
    />
  );

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder={`Search ${text.many.toLowerCase()}`}
          aria-label={`Search ${text.many.toLowerCase()}`}
          onSearch={(value) => update({ search: value.trim() })}
          style={{ maxWidth: 320 }}
        />
        <LazySelect<ContentStatus>
          allowClear
          aria-label="Status"
          placeholder="Any status"
          value={state.status}
          onChange={(status) => update({ status })}
          options={CONTENT_STATUSES.map((value) => ({ value, label: STATUS_TEXT[value] }))}
          style={{ width: 200 }}
        />
        {onAdd && (
          <Button type="primary" onClick={onAdd}>
            Add {text.one}
          </Button>
        )}
      </Flex>
      {selected.length > 0 && (
        <Flex gap={8} align="center" className="studio-bulk" role="region" aria-label="Bulk actions">
          <Text>{selected.length} selected</Text>
          <Button onClick={() => bulk('publish')}>Publish</Button>
          <Button onClick={() => bulk('unpublish')}>Unpublish</Button>
          {kind !== 'page' && (
            <Button danger onClick={() => bulk('delete')}>
              Delete
            </Button>
          )}
        </Flex>
      )}
      {list.error ? (
        <ErrorState message={messageOf(list.error)} onRetry={list.reload} />
      ) : canReorder ? (
        sortable.area(
          rows.map((r) => String(r.id)),
          (from, to) => void onMove(from, to),
          table,
        )
      ) : (
        table
      )}
      {canReorder && rows.length > 1 && (
        <Text type="secondary">
          Drag the handle (or focus it and use Space and the arrow keys) to change the order on the site.
        </Text>
      )}
    </Flex>
  );
}
