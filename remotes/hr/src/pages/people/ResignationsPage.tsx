import { listResignations, PEOPLE_EXPORT_URLS } from '@managewell/api';
import {
  labelOf,
  RESIGNATION_LIST_FIELDS,
  RESIGNATION_STATUSES,
  type ResignationView,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { ListFrame, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dateLabel } from './format';

const ResignationModal = lazy(() =>
  import('./ResignationModal').then((m) => ({ default: m.ResignationModal })),
);

const STATUS_OPTIONS = RESIGNATION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

/** /app/hr/resignations: resignations, HR's decision, the exit checklist. */
export function ResignationsPage() {
  const list = useListQuery(RESIGNATION_LIST_FIELDS, { filters: ['status'] });
  const { query } = list;
  const remote = useRemoteData(() => listResignations(query), JSON.stringify(query));
  const { reload } = remote;
  const [open, setOpen] = useState<ResignationView | null>(null);

  const columns: DataColumn<ResignationView>[] = [
    { key: 'name', title: 'Employee', render: (r) => `${r.fullName} (${r.code})` },
    { key: 'dept', title: 'Department', responsive: 'lg', render: (r) => r.department },
    { key: 'submitted', title: 'Submitted', responsive: 'md', render: (r) => dateLabel(r.submittedAt) },
    { key: 'last', title: 'Last day', render: (r) => dateLabel(r.lastWorkingDay ?? r.proposedLastDay) },
    { key: 'status', title: 'Status', render: (r) => <Tag>{labelOf(r.status)}</Tag> },
    {
      key: 'open',
      title: '',
      render: (r) => (
        <Button size="small" onClick={() => setOpen(r)}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Resignations" />
      <ListFrame
        list={list}
        remote={remote}
        errorTitle="The resignations could not be loaded"
        noun="resignations"
        pageSizes={false}
        actions={<ExportButton url={PEOPLE_EXPORT_URLS.resignations} query={query} />}
        filters={
          <ListSelect
            list={list}
            field="status"
            id="resignations-status"
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
          />
        }
        table={{ rowKey: 'id', size: 'small', columns, label: 'Resignations' }}
      />
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
