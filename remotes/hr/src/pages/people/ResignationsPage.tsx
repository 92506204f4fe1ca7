import { listResignations } from '@managewell/api';
import {
  labelOf,
  RESIGNATION_STATUSES,
  type ResignationStatus,
  type ResignationView,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { Panel } from '@managewell/ui/light';
import { Button, Select, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';
import { dateLabel } from './format';

const ResignationModal = lazy(() =>
  import('./ResignationModal').then((m) => ({ default: m.ResignationModal })),
);

const STATUS_OPTIONS = RESIGNATION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

/** /app/hr/resignations: resignations, HR's decision, the exit checklist. */
export function ResignationsPage() {
  const [params, setParams] = useSearchParams();
  const status = (RESIGNATION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ResignationStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, loading, reload } = useRemoteData(
    () => listResignations({ page, pageSize: 20, ...(status ? { status } : {}) }),
    `${status}|${page}`,
  );
  const [open, setOpen] = useState<ResignationView | null>(null);
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });

  const columns: TableProps<ResignationView>['columns'] = [
    { key: 'name', title: 'Employee', render: (_, r) => `${r.fullName} (${r.code})` },
    { key: 'dept', title: 'Department', dataIndex: 'department', responsive: ['lg'] },
    { key: 'submitted', title: 'Submitted', responsive: ['md'], render: (_, r) => dateLabel(r.submittedAt) },
    { key: 'last', title: 'Last day', render: (_, r) => dateLabel(r.lastWorkingDay ?? r.proposedLastDay) },
    { key: 'status', title: 'Status', render: (_, r) => <Tag>{labelOf(r.status)}</Tag> },
    {
      key: 'open',
      title: '',
      render: (_, r) => (
        <Button size="small" onClick={() => setOpen(r)}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Resignations" />
      <Panel>
        <Select
          aria-label="Status"
          allowClear
          placeholder="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => set({ status: value, page: undefined })}
          style={{ width: 200, marginBottom: 12 }}
        />
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : (
          <Table
            rowKey="id"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={data?.items ?? []}
            locale={{ emptyText: loading ? ' ' : <EmptyState description="No resignations" /> }}
            pagination={{
              current: page,
              pageSize: 20,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
            }}
          />
        )}
      </Panel>
      {open && (
        <Suspense fallback={null}>
          <ResignationModal
            resignation={open}
            onClose={(changed) => {
              setOpen(null);
              if (changed) reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
