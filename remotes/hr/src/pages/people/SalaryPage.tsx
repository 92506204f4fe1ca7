import {
  downloadListExport,
  fetchPayslipPdf,
  listPayrollRuns,
  listRunPayslips,
  listSalaries,
  lockPayroll,
  messageOf,
  PAYROLL_EXPORT_URLS,
  previewPayroll,
} from '@managewell/api';
import {
  type ListField,
  PAGE_FIELDS,
  type PayrollRunSummary,
  type PayslipRow,
  type SalaryRow,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Panel, TabBar } from '@managewell/ui/light';
import { ListFrame, type ListQueryState, ListSearch, useListQuery } from '@managewell/ui/list';
import { Alert, Button, Input, Popconfirm, Space, Statistic, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inr, monthLabel, saveBlob } from './format';

const StructureModal = lazy(() => import('./StructureModal').then((m) => ({ default: m.StructureModal })));
const TdsRegister = lazy(() => import('./TdsRegister').then((m) => ({ default: m.TdsRegister })));
const PayrollFiles = lazy(() => import('./PayrollFiles').then((m) => ({ default: m.PayrollFiles })));
const TaxDeclarations = lazy(() => import('./TaxDeclarations').then((m) => ({ default: m.TaxDeclarations })));

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

/** The payroll tab's query in the URL: the run shown (`month`) and its payslips' page and search. */
const PAYSLIP_FIELDS = {
  ...PAGE_FIELDS,
  month: { kind: 'text', max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

/** The salary structures' query in the URL (`q` is the API's `search`). */
const STRUCTURE_FIELDS = { ...PAGE_FIELDS, q: { kind: 'text', max: 100 } } as const satisfies Record<
  string,
  ListField
>;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const leftOutNames = (run: PayrollRunSummary) =>
  run.leftOut.map((p) => `${p.fullName} (${p.code}, ${p.reason.toLowerCase()})`).join('; ');

function RunPayslips({
  run,
  list,
  onChanged,
}: {
  run: PayrollRunSummary;
  list: ListQueryState<typeof PAYSLIP_FIELDS>;
  onChanged: () => void;
}) {
  const { page, pageSize, q: search } = list.query;
  const remote = useRemoteData(
    () => listRunPayslips(run.month, { page, pageSize, order: 'asc', search }),
    `${run.month}|${page}|${pageSize}|${search}|${run.computedAt}`,
  );
  const { reload } = remote;
  const { message } = useAntApp();
  const [busy, setBusy] = useState(false);

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

  const downloadFile = async (which: 'register' | 'professionalTax') => {
    try {
      await downloadListExport(PAYROLL_EXPORT_URLS[which](run.month), {}, 'xlsx');
    } catch (failure) {
      void message.error(messageOf(failure, 'The file could not be downloaded.'));
    }
  };

  const download = async (slip: PayslipRow) => {
    try {
      saveBlob(await fetchPayslipPdf(slip.id, false), `payslip-${slip.code}-${slip.month}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'The payslip could not be downloaded.'));
    }
  };

  const columns: DataColumn<PayslipRow>[] = [
    { key: 'code', title: 'Code', render: (r) => r.code, width: 90 },
    { key: 'name', title: 'Name', render: (r) => r.fullName },
    { key: 'dept', title: 'Department', render: (r) => r.department, responsive: 'lg' },
    {
      key: 'days',
      title: 'Paid days',
      render: (s) => `${s.paidDays}${s.lopDays ? ` (LOP ${s.lopDays})` : ''}`,
      responsive: 'md',
    },
    {
      key: 'gross',
      title: 'Gross',
      align: 'end',
      render: (s) => inr(s.grossEarned),
      responsive: 'md',
    },
    {
      key: 'ded',
      title: 'Deductions',
      align: 'end',
      render: (s) => inr(s.totalDeductions),
      responsive: 'lg',
    },
    { key: 'net', title: 'Net pay', align: 'end', render: (s) => inr(s.netPay) },
    {
      key: 'pdf',
      title: '',
      render: (s) => (
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
        run.status === 'locked' ? (
          <Space wrap>
            <Button onClick={() => void downloadFile('register')}>Payroll register (Excel)</Button>
            <Button onClick={() => void downloadFile('professionalTax')}>
              Professional tax by state (Excel)
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={() => void act('preview')} loading={busy}>
              Recompute
            </Button>
            <Popconfirm
              title={`Lock payroll for ${monthLabel(run.month)}?`}
              description={
                <>
                  A locked month never changes; employees then see their payslips.
                  {run.leftOut.length > 0 && (
                    <div data-testid="lock-left-out">
                      Left out, with no payslip this month: {leftOutNames(run)}.
                    </div>
                  )}
                </>
              }
              okText={run.leftOut.length > 0 ? `Lock without ${people(run.leftOut.length)}` : 'Lock'}
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
      {run.leftOut.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${people(run.leftOut.length)} employed this month ${run.leftOut.length === 1 ? 'is' : 'are'} left out of this run`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {run.leftOut.map((p) => (
                <li key={p.employeeId}>
                  {p.fullName} ({p.code}): {p.reason.toLowerCase()}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {run.status === 'locked' && run.lockedAt && (
        <Alert
          type="success"
          style={{ marginBottom: 16 }}
          title={`Locked by ${run.lockedBy ?? '—'} on ${new Date(run.lockedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}`}
        />
      )}
      {run.status === 'locked' && (
        <Suspense fallback={null}>
          <PayrollFiles month={run.month} />
        </Suspense>
      )}
      <ListFrame
        bare
        list={list}
        remote={remote}
        errorTitle="The payslips could not be loaded"
        noun="payslips"
        filters={
          <ListSearch list={list} id="payslips-search" label="Search payslips" placeholder="Name or code" />
        }
        actions={<ExportButton url={PAYROLL_EXPORT_URLS.payslips(run.month)} query={{ search }} />}
        table={{ label: 'Payslips', rowKey: 'id', size: 'small', columns }}
      />
    </Panel>
  );
}

function PayrollRuns() {
  const list = useListQuery(PAYSLIP_FIELDS, { filters: ['q'] });
  const { data, error, loading, reload } = useRemoteData(listPayrollRuns, 'runs');
  const { message } = useAntApp();
  const [month, setMonth] = useState(thisMonth());
  const [busy, setBusy] = useState(false);
  const selected = list.query.month ?? data?.[0]?.month;
  const run = data?.find((r) => r.month === selected);

  const preview = async () => {
    setBusy(true);
    try {
      await previewPayroll(month);
      list.set({ month });
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<PayrollRunSummary>[] = [
    { key: 'month', title: 'Month', render: (r) => monthLabel(r.month) },
    {
      key: 'status',
      title: 'Status',
      render: (r) => (
        <Tag color={r.status === 'locked' ? 'green' : 'gold'}>
          {r.status === 'locked' ? 'Locked' : 'Preview'}
        </Tag>
      ),
    },
    { key: 'count', title: 'Employees', render: (r) => r.employeeCount },
    { key: 'net', title: 'Net pay', align: 'end', render: (r) => inr(r.netTotal) },
  ];

  if (error)
    return <ErrorState title="The payroll runs could not be loaded" error={error} onRetry={reload} />;
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
      {/* One row a month: the whole short list, each row choosing the run shown below. */}
      <DataTable
        label="Payroll runs"
        rowKey="month"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data ?? []}
        isSelected={(r) => r.month === selected}
        onRowClick={(r) => list.set({ month: r.month, q: undefined })}
        emptyText={<EmptyState description="No payroll run yet: preview a month" />}
      />
      {run && <RunPayslips run={run} list={list} onChanged={reload} />}
      {run && (
        <Suspense fallback={null}>
          <TdsRegister month={run.month} computedAt={run.computedAt} />
        </Suspense>
      )}
    </Space>
  );
}

function Structures() {
  const list = useListQuery(STRUCTURE_FIELDS, { filters: ['q'] });
  const { page, pageSize, q: search } = list.query;
  const remote = useRemoteData(
    () => listSalaries({ page, pageSize, order: 'asc', search }),
    `${page}|${pageSize}|${search}`,
  );
  const { reload } = remote;
  const [editing, setEditing] = useState<SalaryRow | null>(null);
  const { message } = useAntApp();

  const columns: DataColumn<SalaryRow>[] = [
    { key: 'code', title: 'Code', render: (r) => r.code, width: 90 },
    { key: 'name', title: 'Name', render: (r) => r.fullName },
    { key: 'dept', title: 'Department', render: (r) => r.department, responsive: 'lg' },
    { key: 'state', title: 'Work state', render: (r) => r.workState, responsive: 'xl' },
    {
      key: 'gross',
      title: 'Gross a month',
      align: 'end',
      render: (r) => (r.structure ? inr(r.structure.gross) : '—'),
    },
    {
      key: 'ctc',
      title: 'CTC a month',
      align: 'end',
      render: (r) => (r.structure ? inr(r.structure.monthlyCtc) : '—'),
      responsive: 'md',
    },
    {
      key: 'edit',
      title: '',
      render: (r) => (
        <Button size="small" onClick={() => setEditing(r)}>
          {r.structure ? 'Edit' : 'Set'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListFrame
        bare
        list={list}
        remote={remote}
        errorTitle="The salary structures could not be loaded"
        noun="employees"
        filters={
          <ListSearch
            list={list}
            id="structures-search"
            label="Search employees"
            placeholder="Name or code"
          />
        }
        actions={<ExportButton url={PAYROLL_EXPORT_URLS.salaries} query={{ search }} />}
        table={{ label: 'Salary structures', rowKey: 'employeeId', size: 'small', columns }}
      />
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
  const tab = (['structures', 'tax'] as const).find((t) => t === params.get('tab')) ?? 'runs';
  return (
    <>
      <PageHeader
        title="Salary"
        subtitle="EPF, ESI, professional tax and income tax (TDS) are worked out on each payslip."
      />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'runs' ? {} : { tab: key })}
        items={[
          { key: 'runs', label: 'Payroll runs', children: <PayrollRuns /> },
          { key: 'structures', label: 'Salary structures', children: <Structures /> },
          {
            key: 'tax',
            label: 'Tax declarations',
            children: (
              <Suspense fallback={null}>
                <TaxDeclarations />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
