import { listTdsRegister, PAYROLL_EXPORT_URLS } from '@managewell/api';
import { currentTaxYear, type TdsRegisterRow } from '@managewell/api/contract';
import { ErrorState, ExportButton, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Panel } from '@managewell/ui/light';
import { Statistic } from 'antd';
import { useState } from 'react';
import { inr, monthLabel } from './format';
import { TdsCertificateButton } from './TdsCertificateButton';

const columns: DataColumn<TdsRegisterRow>[] = [
  { key: 'code', title: 'Code', render: (r) => r.code, width: 90 },
  { key: 'name', title: 'Name', render: (r) => r.fullName },
  { key: 'pan', title: 'PAN', render: (r) => r.pan ?? '—', responsive: 'lg' },
  { key: 'regime', title: 'Regime', render: (r) => (r.regime === 'old' ? 'Old' : 'New'), responsive: 'md' },
  { key: 'gross', title: 'Gross', align: 'end', render: (r) => inr(r.grossEarned), responsive: 'md' },
  { key: 'tds', title: 'TDS', align: 'end', render: (r) => <strong>{inr(r.tds)}</strong> },
  {
    key: 'ytdGross',
    title: 'Salary to date',
    align: 'end',
    render: (r) => inr(r.ytdGross),
    responsive: 'xl',
  },
  { key: 'ytdTds', title: 'TDS to date', align: 'end', render: (r) => inr(r.ytdTds), responsive: 'lg' },
  {
    key: 'taxable',
    title: 'Projected taxable',
    align: 'end',
    render: (r) => inr(r.projectedTaxable),
    responsive: 'xl',
  },
  {
    key: 'annual',
    title: 'Tax for the year',
    align: 'end',
    render: (r) => inr(r.annualTax),
    responsive: 'lg',
  },
];

/** A payroll month's TDS register: what each payslip deducted as income tax, and the year so far. */
export function TdsRegister({ month, computedAt }: { month: string; computedAt: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  // The middle of the month is in the same tax year in every time zone.
  const taxYear = currentTaxYear(new Date(`${month}-15T12:00:00Z`));
  const { data, error, loading, reload } = useRemoteData(
    () => listTdsRegister(month, { ...paging, order: 'asc' }),
    `${month}|${computedAt}|${paging.page}|${paging.pageSize}`,
  );
  return (
    <Panel
      title={`TDS register, ${monthLabel(month)}`}
      extra={<ExportButton url={PAYROLL_EXPORT_URLS.tds(month)} query={{}} />}
    >
      {error ? (
        <ErrorState title="The TDS register could not be loaded" error={error} onRetry={reload} />
      ) : (
        <>
          <Statistic title="TDS this month" value={inr(data?.totalTds ?? 0)} style={{ marginBottom: 16 }} />
          <DataTable
            label="TDS register"
            rowKey="payslipId"
            size="small"
            loading={loading}
            columns={[
              ...columns,
              {
                key: 'certificate',
                title: `Form 130, ${taxYear}`,
                render: (r) => (
                  <TdsCertificateButton employeeId={r.employeeId} code={r.code} taxYear={taxYear} />
                ),
                responsive: 'md',
              },
            ]}
            dataSource={data?.items ?? []}
            pagination={{
              page: paging.page,
              pageSize: paging.pageSize,
              total: data?.total ?? 0,
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
            emptyText="No income tax was worked out for this month"
          />
        </>
      )}
    </Panel>
  );
}
