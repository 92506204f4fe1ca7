import { listAppraisalCycles, listGoalSheets, messageOf, setAppraisalCycleStatus } from '@managewell/api';
import {
  type CycleSummary,
  DEPARTMENTS,
  labelOf,
  type PersonGoals,
  SHEET_FILTERS,
  type SheetFilter,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox, Text } from '@managewell/ui/light';
import { Button, Progress, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';

const GoalsOf = lazy(() => import('./GoalsOf').then((m) => ({ default: m.GoalsOf })));

const CycleModal = lazy(() => import('./CycleModal').then((m) => ({ default: m.CycleModal })));

const STATUS_COLOUR: Record<string, string> = { draft: 'blue', submitted: 'gold', rated: 'green' };
const FILTER_OPTIONS = SHEET_FILTERS.map((value) => ({ value, label: labelOf(value) }));
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((value) => ({ value, label: value }));
const PAGE_SIZE = 20;

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
  const [params, setParams] = useSearchParams();
  const cycleId = Number(params.get('cycle')) || undefined;
  const department = (DEPARTMENTS as readonly string[]).includes(params.get('department') ?? '')
    ? (params.get('department') as (typeof DEPARTMENTS)[number])
    : undefined;
  const status = (SHEET_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SheetFilter)
    : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [creating, setCreating] = useState(false);
  const cycles = useRemoteData(listAppraisalCycles, 'cycles');
  const { data, error, loading, reload } = useRemoteData(
    () =>
      listGoalSheets({
        page,
        pageSize: PAGE_SIZE,
        ...(cycleId ? { cycleId } : {}),
        ...(department ? { department } : {}),
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
      }),
    `${cycleId}|${department}|${status}|${q}|${page}`,
  );
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const shownCycle = cycles.data?.find((c) => c.id === data?.cycle?.id);
  const refresh = () => {
    reload();
    cycles.reload();
  };

  const columns: TableProps<PersonGoals>['columns'] = [
    {
      key: 'person',
      title: 'Employee',
      render: (_, p) => (
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
    { key: 'department', title: 'Department', responsive: ['md'], render: (_, p) => p.department },
    {
      key: 'status',
      title: 'Status',
      render: (_, p) =>
        p.appraisal ? (
          <Tag color={STATUS_COLOUR[p.appraisal.status]}>{labelOf(p.appraisal.status)}</Tag>
        ) : (
          <Tag>Not started</Tag>
        ),
    },
    {
      key: 'weights',
      title: 'Weights',
      responsive: ['sm'],
      render: (_, p) =>
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
      responsive: ['sm'],
      render: (_, p) => (p.appraisal ? <Progress percent={p.appraisal.progress} size="small" /> : '—'),
    },
    {
      key: 'score',
      title: 'Score',
      render: (_, p) => (p.appraisal?.score != null ? <strong>{p.appraisal.score.toFixed(2)}</strong> : '—'),
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
            onChange={(value) => set({ cycle: String(value) })}
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
      <Panel>
        <Space wrap style={{ marginBottom: 12 }}>
          <SearchBox
            aria-label="Search employees"
            placeholder="Name, code or designation"
            value={search}
            onChange={setSearch}
            onSearch={(value) => set({ q: value.trim() || undefined })}
            style={{ width: 260 }}
          />
          <LazySelect
            aria-label="Department"
            allowClear
            placeholder="All departments"
            value={department}
            options={DEPARTMENT_OPTIONS}
            onChange={(value) => set({ department: value })}
            style={{ width: 180 }}
          />
          <LazySelect
            aria-label="Status"
            allowClear
            placeholder="All statuses"
            value={status}
            options={FILTER_OPTIONS}
            onChange={(value) => set({ status: value })}
            style={{ width: 180 }}
          />
        </Space>
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : (
          <Table
            rowKey="employeeId"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={data?.items ?? []}
            expandable={{
              expandedRowRender: (p) => (
                <Suspense fallback={<Spin size="small" />}>
                  <GoalsOf person={p} onSaved={refresh} />
                </Suspense>
              ),
              rowExpandable: (p) => p.appraisal !== null,
            }}
            locale={{
              emptyText: loading ? (
                ' '
              ) : (
                <EmptyState
                  description={
                    data?.cycle ? 'Nobody matches these filters' : 'No appraisal cycle yet: create one.'
                  }
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
            }}
          />
        )}
      </Panel>
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
