/**
 * The list of a content kind: search, status filter, sort and paging (in the URL for a page's
 * main list), bulk publish/unpublish/delete with confirmation, a thumbnail and the public
 * address of each item, and drag-and-drop (or keyboard) ordering where the site shows an order.
 * Drawn with the list kit's frame and the light DataTable; the status filter loads antd's Select
 * when reached for (LazySelect).
 */
import { isApiErrorBody, messageOf, STUDIO_EXPORT_URLS } from '@managewell/api';
import {
  CONTENT_SORTS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentListRow,
  type ContentStatus,
  type ContentUsage,
  formatDateTime as formatIstDateTime,
  type ListField,
  PAGE_FIELDS,
} from '@managewell/api/contract';
import { ExportButton, useAntApp, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Text } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Flex, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
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

/** A content list's query (`contentListQuery` validates it; `q` is its `search`). */
const CONTENT_LIST_FIELDS = {
  ...PAGE_FIELDS,
  q: { kind: 'text', max: 100 },
  status: { kind: 'enum', values: CONTENT_STATUSES },
  sort: { kind: 'enum', values: CONTENT_SORTS, default: 'position' },
  order: { kind: 'enum', values: ['asc', 'desc'], default: 'asc' },
} as const satisfies Record<string, ListField>;

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
  // A page's main list keeps its query in the URL; one nested in a record keeps it in memory.
  const query = useListQuery(CONTENT_LIST_FIELDS, { filters: ['q', 'status'], inMemory: !urlState });
  const state = query.query;
  const [selected, setSelected] = useState<number[]>([]);
  const [order, setOrder] = useState<ContentListRow[] | null>(null);
  const text = KIND_TEXT[kind];
  const key = JSON.stringify([kind, parentId, state]);
  const filters = {
    ...(state.q ? { search: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(parentId ? { parentId } : {}),
    sort: state.sort,
    order: state.order,
  };
  const list = useRemoteData(
    () => studioApi.list(kind, { ...filters, page: state.page, pageSize: state.pageSize }),
    key,
  );
  const rows = order ?? list.data?.items ?? [];
  const canReorder = state.sort === 'position' && state.order === 'asc' && !state.q && !state.status;
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

  const shownIds = rows.map((r) => r.id);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const someShown = shownIds.some((id) => selected.includes(id));
  const select = (ids: number[], on: boolean) =>
    setSelected((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id))));

  const columns: DataColumn<ContentListRow>[] = [
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
      render: (row: ContentListRow) => (
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
            title: '',
            width: 40,
            render: (row: ContentListRow) =>
              sortable.handle({ id: String(row.id), label: `Move ${row.title}`, node: 'tr' }),
          },
        ]
      : []),
    {
      key: 'thumbnail',
      title: '',
      width: 72,
      render: (row: ContentListRow) =>
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
      sortable: true,
      render: (row: ContentListRow) => (
        <Flex vertical>
          {editHref ? <Link to={editHref(kind, row.id, row.parentId)}>{row.title}</Link> : row.title}
          {row.parentTitle && <Text type="secondary">{row.parentTitle}</Text>}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (row: ContentListRow) => (
        <Flex vertical gap={4} align="start">
          <StatusTag status={row.status} />
          {row.scheduled && (
            <Tag color="blue">
              {row.scheduled.action === 'publish' ? 'Publishes' : 'Unpublishes'}{' '}
              {formatIstDateTime(row.scheduled.at)}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'updated',
      title: 'Updated',
      sortable: true,
      responsive: 'md',
      render: (row: ContentListRow) => (
        <Flex vertical>
          <span>{formatDateTime(row.updatedAt)}</span>
          {row.updatedBy && <Text type="secondary">{row.updatedBy}</Text>}
        </Flex>
      ),
    },
    {
      key: 'public',
      title: 'On the site',
      responsive: 'lg',
      render: (row: ContentListRow) =>
        row.publicPath ? (
          <a href={row.publicPath} target="_blank" rel="noreferrer">
            {row.publicPath}
          </a>
        ) : (
          <Text type="secondary">—</Text>
        ),
    },
  ];

  const table = (shown: readonly ContentListRow[], emptyText: ReactNode) => (
    <DataTable<ContentListRow>
      label={text.many}
      rowKey={(row) => String(row.id)}
      columns={columns}
      dataSource={order ?? shown}
      loading={list.loading}
      isSelected={(row) => selected.includes(row.id)}
      sort={state.sort === 'position' ? null : query.sort}
      onSort={query.onSort}
      emptyText={emptyText}
    />
  );

  return (
    <Flex vertical gap={12}>
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
      <div>
        <ListFrame
          list={query}
          remote={list}
          errorTitle={`The ${text.many.toLowerCase()} could not be loaded`}
          noun={text.many.toLowerCase()}
          pageSizes={false}
          filters={
            <>
              <ListSearch
                list={query}
                id={`${kind}-search`}
                label={`Search ${text.many.toLowerCase()}`}
                placeholder="Title"
              />
              <ListSelect
                list={query}
                field="status"
                id={`${kind}-status`}
                label="Status"
                placeholder="Any status"
                options={CONTENT_STATUSES.map((value) => ({ value, label: STATUS_TEXT[value] }))}
              />
            </>
          }
          actions={
            <>
              <ExportButton url={STUDIO_EXPORT_URLS.content(kind)} query={filters} />
              {onAdd && (
                <Button type="primary" onClick={onAdd}>
                  Add {text.one}
                </Button>
              )}
            </>
          }
          table={{ label: text.many, rowKey: 'id', columns }}
          renderRows={(shown, emptyText) =>
            canReorder
              ? sortable.area(
                  rows.map((r) => String(r.id)),
                  (from, to) => void onMove(from, to),
                  table(shown, emptyText),
                )
              : table(shown, emptyText)
          }
        />
      </div>
      {canReorder && rows.length > 1 && (
        <Text type="secondary">
          Drag the handle (or focus it and use Space and the arrow keys) to change the order on the site.
        </Text>
      )}
    </Flex>
  );
}
