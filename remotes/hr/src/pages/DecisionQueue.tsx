import { DECISION_STATUSES, type ListField, PAGE_FIELDS } from '@managewell/api/contract';
import { useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Panel } from '@managewell/ui/light';
import { ListFrame, ListSelect, pageOfRows, useListQuery } from '@managewell/ui/list';
import { type ReactNode, useState } from 'react';
import { DecideButtons, formatDate, StatusTag } from './shared';

type Status = (typeof DECISION_STATUSES)[number];
const STATUS_VALUES = [...DECISION_STATUSES, 'all'] as const;
const STATUS_OPTIONS = STATUS_VALUES.map((s) => ({ value: s, label: s === 'all' ? 'All' : s }));

/** A queue's query in the URL: its status ("all": every one) and the page. */
const QUEUE_FIELDS = {
  all: { ...PAGE_FIELDS, status: { kind: 'enum', values: STATUS_VALUES, default: 'all' } },
  pending: { ...PAGE_FIELDS, status: { kind: 'enum', values: STATUS_VALUES, default: 'pending' } },
} as const satisfies Record<string, Record<string, ListField>>;

type Decide<T> = (row: T, body: { decision: 'approved' | 'rejected'; comment?: string }) => Promise<unknown>;

/** A request's status and, while it waits (`waiting`), the Approve / Reject buttons. */
export function decisionColumns<T extends { status: string }>(
  decide: Decide<T>,
  onDone: () => void,
  waiting = 'pending',
): DataColumn<T>[] {
  return [
    { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
    {
      key: 'decide',
      title: '',
      render: (r) =>
        r.status === waiting && <DecideButtons decide={(body) => decide(r, body)} onDone={onDone} />,
    },
  ];
}

interface Request {
  id: number;
  employeeName: string;
  employeeCode: string;
  date: string;
  reason: string;
  status: string;
}

/**
 * Requests HR approves or rejects (overtime, attendance corrections): the status filter in the
 * URL, the whole queue the server sends paged here, and the decision buttons on pending rows.
 */
export function DecisionQueue<T extends Request>({
  name,
  shown = 'all',
  load,
  decide,
  detail,
  actions,
}: {
  /** "overtime requests", also the table's label and the filter's id. */
  name: string;
  /** Which requests the queue shows until the URL says otherwise. */
  shown?: 'all' | 'pending';
  load: (status: Status | undefined) => Promise<readonly T[]>;
  decide: (id: number, body: { decision: 'approved' | 'rejected'; comment?: string }) => Promise<unknown>;
  /** The column between the day and the reason (hours, times). */
  detail: DataColumn<T>;
  /** The export of the queue at this status, when the server has one. */
  actions?: (status: Status | undefined) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const list = useListQuery(QUEUE_FIELDS[shown], { filters: ['status'] });
  const status = list.query.status === 'all' ? undefined : list.query.status;
  const data = useRemoteData(() => load(status), `${status}-${attempt}`);
  const id = name.replace(/ /g, '-');
  return (
    <Panel>
      <ListFrame
        bare
        list={list}
        remote={pageOfRows(data, list.query)}
        errorTitle={`The ${name} could not be loaded`}
        noun={name}
        filters={
          <ListSelect
            list={list}
            field="status"
            id={`${id}-status`}
            label="Status"
            placeholder={shown === 'all' ? 'All' : 'pending'}
            options={STATUS_OPTIONS}
          />
        }
        actions={actions?.(status)}
        table={{
          label: name[0]!.toUpperCase() + name.slice(1),
          rowKey: 'id',
          minWidth: 700,
          columns: [
            { key: 'employee', title: 'Employee', render: (r) => `${r.employeeName} (${r.employeeCode})` },
            { key: 'day', title: 'Day', render: (r) => formatDate(r.date) },
            detail,
            { key: 'reason', title: 'Reason', render: (r) => r.reason },
            ...decisionColumns<T>(
              (r, body) => decide(r.id, body),
              () => setAttempt((n) => n + 1),
            ),
          ],
        }}
      />
    </Panel>
  );
}
