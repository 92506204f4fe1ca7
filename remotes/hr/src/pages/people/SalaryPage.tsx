import {
  fetchPayslipPdf,
  listPayrollRuns,
  listRunPayslips,
  listSalaries,
  lockPayroll,
  messageOf,
  PAYROLL_EXPORT_URLS,
  previewPayroll,
} from '@managewell/api';
import type { PayrollRunSummary, PayslipRow, SalaryRow } from '@managewell/api/contract';
import { EmptyState, ErrorState, ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { Panel, TabBar } from '@managewell/ui/light';
import { Alert, Button, Input, Popconfirm, Space, Statistic, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';
import { inr, monthLabel, saveBlob } from './format';

const StructureModal = lazy(() => import('./StructureModal').then((m) => ({ default: m.StructureModal })));

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

const PAGE_SIZE = 20;
const pageOf = (params: URLSearchParams, key: string) => Math.max(1, Number(params.get(key)) || 1);

function RunPayslips({ run, onChanged }: { run: PayrollRunSummary; onChanged: () => void }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params, 'slipPage');
  const search = params.get('slipSearch') ?? '';
  const { data, error, loading, reload } = useRemoteData(
    () =>
      listRunPayslips(run.month, { page, pageSize: PAGE_SIZE, order: 'asc', ...(search ? { search } : {}) }),
    `${run.month}|${page}|${search}|${run.computedAt}`,
  );
  const { message } = useAntApp();
  const [busy, setBusy] = useState(false);

  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });

  const act = async (what: 'preview' | 'lock') => {
    setBusy(true);
    try {
      await (what === 'lock' ? lockPayroll(run.month) : previewPayroll(run.month));
      void message.success(
        what === 'lock' ? `Payroll for ${monthLabel(run.month)} is locked.` : 'Recomputed.',
      );
      onChanged();
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const download = async (slip: PayslipRow) => {
    try {
      saveBlob(await fetchPayslipPdf(slip.id, false), `payslip-${slip.code}-${slip.month}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'The payslip could not be downloaded.'));
    }
  };

  const columns: TableProps<PayslipRow>['columns'] = [
    { key: 'code', title: 'Code', dataIndex: 'code', width: 90 },
    { key: 'name', title: 'Name', dataIndex: 'fullName' },
    { key: 'dept', title: 'Department', dataIndex: 'department', responsive: ['lg'] },
    {
      key: 'days',
      title: 'Paid days',
      render: (_, s) => `${s.paidDays}${s.lopDays ? ` (LOP ${s.lopDays})` : ''}`,
      responsive: ['md'],
    },
    {
      key: 'gross',
      title: 'Gross',
      align: 'right',
      render: (_, s) => inr(s.grossEarned),
      responsive: ['md'],
    },
    {
      key: 'ded',
      title: 'Deductions',
      align: 'right',
      render: (_, s) => inr(s.totalDeductions),
      responsive: ['lg'],
    },
    { key: 'net', title: 'Net pay', align: 'right', render: (_, s) => inr(s.netPay) },
    {
      key: 'pdf',
      title: '',
      render: (_, s) => (
        <Button size="small" onClick={() => void download(s)}>
          PDF
        </Button>
      ),
    },
  ];

  return (
    <Panel
      title={
        <Space wrap>
          {monthLabel(run.month)}
          <Tag color={run.status === 'locked' ? 'green' : 'gold'}>
            {run.status === 'locked' ? 'Locked' : 'Preview'}
          </Tag>
        </Space>
      }
      extra={
        run.status === 'preview' && (
          <Space wrap>
            <Button onClick={() => void act('preview')} loading={busy}>
              Recompute
            </Button>
            <Popconfirm
              title={`Lock payroll for ${monthLabel(run.month)}?`}
              description="A locked month never changes; employees then see their payslips."
              onConfirm={() => void act('lock')}
            >
              <Button type="primary" loading={busy}>
                Lock payroll
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Space wrap size={32} style={{ marginBottom: 16 }}>
        <Statistic title="Employees" value={run.employeeCount} />
        <Statistic title="Gross" value={inr(run.grossTotal)} />
        <Statistic title="Deductions" value={inr(run.deductionsTotal)} />
        <Statistic title="Net pay" value={inr(run.netTotal)} />
        <Statistic title="Employer contributions" value={inr(run.employerTotal)} />
      </Space>
      {run.status === 'locked' && run.lockedAt && (
        <Alert
          type="success"
          style={{ marginBottom: 16 }}
          title={`Locked by ${run.lockedBy ?? '—'} on ${new Date(run.lockedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}`}
        />
      )}
      <Input.Search
        aria-label="Search payslips"
        placeholder="Search name or code"
        defaultValue={search}
        allowClear
        onSearch={(value) => set({ slipSearch: value || undefined, slipPage: undefined })}
        style={{ maxWidth: 320, marginBottom: 12, marginRight: 8 }}
      />
      <ExportButton url={PAYROLL_EXPORT_URLS.payslips(run.month)} query={search ? { search } : {}} />
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: loading ? ' ' : <EmptyState description="No payslips" /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => set({ slipPage: p > 1 ? String(p) : undefined }),
          }}
        />
      )}
    </Panel>
  );
}

function PayrollRuns() {
  const [params, setParams] = useSearchParams();
  const { data, error, loading, reload } = useRemoteData(listPayrollRuns, 'runs');
  const { message } = useAntApp();
  const [month, setMonth] = useState(thisMonth());
  const [busy, setBusy] = useState(false);
  const selected = params.get('month') ?? data?.[0]?.month;
  const run = data?.find((r) => r.month === selected);

  const preview = async () => {
    setBusy(true);
    try {
      await previewPayroll(month);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('month', month);
        next.delete('slipPage');
        return next;
      });
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableProps<PayrollRunSummary>['columns'] = [
    { key: 'month', title: 'Month', render: (_, r) => monthLabel(r.month) },
    {
      key: 'status',
      title: 'Status',
      render: (_, r) => (
        <Tag color={r.status === 'locked' ? 'green' : 'gold'}>
          {r.status === 'locked' ? 'Locked' : 'Preview'}
        </Tag>
      ),
    },
    { key: 'count', title: 'Employees', dataIndex: 'employeeCount', responsive: ['sm'] },
    { key: 'net', title: 'Net pay', align: 'right', render: (_, r) => inr(r.netTotal) },
  ];

  if (error) return <ErrorState error={error} onRetry={reload} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Panel title="Run payroll">
        <Space wrap>
          <label htmlFor="payroll-month">Month</label>
          <Input
            id="payroll-month"
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            style={{ width: 180 }}
          />
          <Button
            type="primary"
            onClick={() => void preview()}
            loading={busy}
            disabled={!/^\d{4}-\d{2}$/.test(month)}
          >
            Preview payroll
          </Button>
        </Space>
      </Panel>
      <Table
        rowKey="month"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data ?? []}
        pagination={false}
        isSelected={(r) => r.month === selected}
        onRow={(r) => ({
          onClick: () =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('month', r.month);
              next.delete('slipPage');
              next.delete('slipSearch');
              return next;
            }),
          style: { cursor: 'pointer' },
        })}
        locale={{
          emptyText: loading ? ' ' : <EmptyState description="No payroll run yet: preview a month" />,
        }}
      />
      {run && <RunPayslips run={run} onChanged={reload} />}
    </Space>
  );
}

function Structures() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params, 'page');
  const search = params.get('q') ?? '';
  const { data, error, loading, reload } = useRemoteData(
    () => listSalaries({ page, pageSize: PAGE_SIZE, order: 'asc', ...(search ? { search } : {}) }),
    `${page}|${search}`,
  );
  const [editing, setEditing] = useState<SalaryRow | null>(null);
  const { message } = useAntApp();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });

  const columns: TableProps<SalaryRow>['columns'] = [
    { key: 'code', title: 'Code', dataIndex: 'code', width: 90 },
    { key: 'name', title: 'Name', dataIndex: 'fullName' },
    { key: 'dept', title: 'Department', dataIndex: 'department', responsive: ['lg'] },
    { key: 'state', title: 'Work state', dataIndex: 'workState', responsive: ['xl'] },
    {
      key: 'gross',
      title: 'Gross a month',
      align: 'right',
      render: (_, r) => (r.structure ? inr(r.structure.gross) : '—'),
    },
    {
      key: 'ctc',
      title: 'CTC a month',
      align: 'right',
      render: (_, r) => (r.structure ? inr(r.structure.monthlyCtc) : '—'),
      responsive: ['md'],
    },
    {
      key: 'edit',
      title: '',
      render: (_, r) => (
        <Button size="small" onClick={() => setEditing(r)}>
          {r.structure ? 'Edit' : 'Set'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Input.Search
        aria-label="Search employees"
        placeholder="Search name or code"
        defaultValue={search}
        allowClear
        onSearch={(value) => set({ q: value || undefined, page: undefined })}
        style={{ maxWidth: 320, marginBottom: 12, marginRight: 8 }}
      />
      <ExportButton url={PAYROLL_EXPORT_URLS.salaries} query={search ? { search } : {}} />
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : (
        <Table
          rowKey="employeeId"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: loading ? ' ' : <EmptyState description="No employees match" /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
          }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <StructureModal
            row={editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) {
                void message.success('Salary structure saved.');
                reload();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** /app/hr/salary: monthly payroll runs (preview, lock, payslips) and salary structures. */
export function SalaryPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'structures' ? 'structures' : 'runs';
  return (
    <>
      <PageHeader title="Salary" subtitle="EPF, ESI and professional tax are worked out on each payslip." />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'runs' ? {} : { tab: key })}
        items={[
          { key: 'runs', label: 'Payroll runs', children: <PayrollRuns /> },
          { key: 'structures', label: 'Salary structures', children: <Structures /> },
        ]}
      />
    </>
  );
}
