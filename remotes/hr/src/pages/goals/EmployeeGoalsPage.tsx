import {
  GOAL_SHEETS_EXPORT_URL,
  listAppraisalCycles,
  listGoalSheets,
  messageOf,
  setAppraisalCycleStatus,
} from '@managewell/api';
import {
  type CycleSummary,
  DEPARTMENTS,
  type ListField,
  labelOf,
  PAGE_FIELDS,
  type PersonGoals,
  SHEET_FILTERS,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Text } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Progress, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';

const GoalsOf = lazy(() => import('./GoalsOf').then((m) => ({ default: m.GoalsOf })));

const CycleModal = lazy(() => import('./CycleModal').then((m) => ({ default: m.CycleModal })));

const STATUS_COLOUR: Record<string, string> = { draft: 'blue', submitted: 'gold', rated: 'green' };
const FILTER_OPTIONS = SHEET_FILTERS.map((value) => ({ value, label: labelOf(value) }));
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((value) => ({ value, label: value }));

/** The goal sheets' query in the URL (`goalListQuery` validates it; `cycle` is its `cycleId`). */
const GOAL_SHEET_FIELDS = {
  ...PAGE_FIELDS,
  cycle: { kind: 'int', min: 1, max: 2_147_483_647 },
  department: { kind: 'enum', values: DEPARTMENTS },
  status: { kind: 'enum', values: SHEET_FILTERS },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

function CycleActions({ cycle, onChanged }: { cycle: CycleSummary; onChanged: () => void }) {
  const { message, modal } = useAntApp();
  if (cycle.status === 'closed') return null;
  const next = cycle.status === 'draft' ? 'open' : 'closed';
  return (
    <Button
      onClick={() =>
        modal.confirm({
          title: `${next === 'open' ? 'Open' : 'Close'} ${cycle.name}?`,
          content:
            next === 'open'
              ? 'Every employee is told to set their goals.'
              : 'Goals and self-ratings can no longer be changed; ratings can still be given.',
          onOk: () =>
            setAppraisalCycleStatus(cycle.id, { status: next, version: cycle.version }).then(
              onChanged,
              (f) => {
                void message.error(messageOf(f));
              },
            ),
        })
      }
    >
      {next === 'open' ? 'Open cycle' : 'Close cycle'}
    </Button>
  );
}

/**
 * /app/hr/employee-goal: everyone's goals in a cycle (filters and page in the URL, paged on the
 * server), a summary per person (weights, progress, score), and rating in place. HR also creates,
 * opens and closes cycles here.
 */
export function EmployeeGoalsPage() {
  const list = useListQuery(GOAL_SHEET_FIELDS, { filters: ['q', 'department', 'status'] });
  const { cycle: cycleId, department, status, q, page, pageSize } = list.query;
  const [creating, setCreating] = useState(false);
  const cycles = useRemoteData(listAppraisalCycles, 'cycles');
  const remote = useRemoteData(
    () => listGoalSheets({ page, pageSize, cycleId, department, status, q }),
    JSON.stringify(list.query),
  );
  const { data, reload } = remote;
  const shownCycle = cycles.data?.find((c) => c.id === data?.cycle?.id);
  const refresh = () => {
    reload();
    cycles.reload();
  };

  const columns: DataColumn<PersonGoals>[] = [
    {
      key: 'person',
      title: 'Employee',
      render: (p) => (
        <>
          <strong>{p.employeeName}</strong>
          <div>
            <Text type="secondary">
              {p.employeeCode} · {p.designation}
            </Text>
          </div>
        </>
      ),
    },
    { key: 'department', title: 'Department', responsive: 'md', render: (p) => p.department },
    {
      key: 'status',
      title: 'Status',
      render: (p) =>
        p.appraisal ? (
          <Tag color={STATUS_COLOUR[p.appraisal.status]}>{labelOf(p.appraisal.status)}</Tag>
        ) : (
          <Tag>Not started</Tag>
        ),
    },
    {
      key: 'weights',
      title: 'Weights',
      render: (p) =>
        p.appraisal ? (
          <Text type={p.appraisal.totalWeight === 100 ? undefined : 'warning'}>
            {p.appraisal.goals.length} goals · {p.appraisal.totalWeight} %
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'progress',
      title: 'Progress',
      width: 150,
      render: (p) => (p.appraisal ? <Progress percent={p.appraisal.progress} size="small" /> : '—'),
    },
    {
      key: 'score',
      title: 'Score',
      render: (p) => (p.appraisal?.score != null ? <strong>{p.appraisal.score.toFixed(2)}</strong> : '—'),
    },
  ];

  return (
    <>
      <PageHeader title="Goals" />
      <Panel style={{ marginBottom: 16 }}>
        <Space wrap>
          <LazySelect
            aria-label="Cycle"
            style={{ width: 260 }}
            value={data?.cycle?.id}
            placeholder="Cycle"
            options={(cycles.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.status})` }))}
            onChange={(value) => list.set({ cycle: value })}
          />
          {shownCycle && (
            <Text type="secondary">
              {shownCycle.sheets} sheets · {shownCycle.submitted} submitted · {shownCycle.rated} rated
            </Text>
          )}
          {shownCycle && <CycleActions cycle={shownCycle} onChanged={refresh} />}
          <Button onClick={() => setCreating(true)}>New cycle</Button>
        </Space>
      </Panel>
      <ListFrame
        list={list}
        remote={remote}
        errorTitle="The goal sheets could not be loaded"
        noun="goal sheets"
        emptyText={data?.cycle ? 'Nobody has goals in this cycle yet' : 'No appraisal cycle yet: create one.'}
        filteredText="Nobody matches these filters"
        actions={<ExportButton url={GOAL_SHEETS_EXPORT_URL} query={{ cycleId, department, status, q }} />}
        filters={
          <>
            <ListSearch
              list={list}
              id="goals-search"
              label="Search employees"
              placeholder="Name, code or designation"
            />
            <ListSelect
              list={list}
              field="department"
              id="goals-department"
              label="Department"
              placeholder="All departments"
              options={DEPARTMENT_OPTIONS}
            />
            <ListSelect
              list={list}
              field="status"
              id="goals-status"
              label="Status"
              placeholder="All statuses"
              options={FILTER_OPTIONS}
            />
          </>
        }
        table={{
          label: 'Goal sheets',
          rowKey: 'employeeId',
          size: 'small',
          columns,
          expandedRowRender: (p) => (
            <Suspense fallback={<Spin size="small" />}>
              <GoalsOf person={p} onSaved={refresh} />
            </Suspense>
          ),
          rowExpandable: (p) => p.appraisal !== null,
        }}
      />
      {creating && (
        <Suspense fallback={null}>
          <CycleModal
            onClose={(saved) => {
              setCreating(false);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
