import { fetchMyPayslips, fetchPayslipPdf, messageOf, type PayslipRow } from '@managewell/api';
import { EmptyState, ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Button, Card, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { inr, monthLabel, saveBlob } from './format';

const PayslipDetails = lazy(() => import('./PayslipDetails').then((m) => ({ default: m.PayslipDetails })));

/** /app/employee/payslips: the signed-in person's payslips of locked months, with their PDFs. */
export function PayslipsPage() {
  const { data, error, loading, reload } = useRemoteData(fetchMyPayslips, 'mine');
  const { message } = useAntApp();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [open, setOpen] = useState<PayslipRow | null>(null);

  const download = async (slip: PayslipRow) => {
    setDownloading(slip.id);
    try {
      saveBlob(await fetchPayslipPdf(slip.id, true), `payslip-${slip.month}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'The payslip could not be downloaded.'));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataColumn<PayslipRow>[] = [
    { key: 'month', title: 'Month', render: (s) => monthLabel(s.month) },
    {
      key: 'days',
      title: 'Paid days',
      render: (s) => `${s.paidDays}${s.lopDays ? ` (LOP ${s.lopDays})` : ''}`,
    },
    {
      key: 'gross',
      title: 'Gross',
      align: 'end',
      render: (s) => inr(s.grossEarned),
    },
    {
      key: 'ded',
      title: 'Deductions',
      align: 'end',
      render: (s) => inr(s.totalDeductions),
      responsive: 'md',
    },
    { key: 'net', title: 'Net pay', align: 'end', render: (s) => <strong>{inr(s.netPay)}</strong> },
    {
      key: 'pdf',
      title: '',
      render: (s) => (
        <Space>
          <Button size="small" onClick={() => setOpen(s)}>
            Details
          </Button>
          <Button size="small" loading={downloading === s.id} onClick={() => void download(s)}>
            Download PDF
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="My payslips" subtitle="Payslips appear here once HR locks the month's payroll." />
      <Card>
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : (
          <DataTable
            label="Payslips"
            rowKey="id"
            loading={loading}
            columns={columns}
            dataSource={data ?? []}
            emptyText={loading ? ' ' : <EmptyState description="No payslips yet" />}
          />
        )}
      </Card>
      {open && (
        <Suspense fallback={null}>
          <PayslipDetails id={open.id} month={open.month} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
