import { fetchMyPayslips, fetchPayslipPdf, messageOf, type PayslipRow } from '@managewell/api';
import { EmptyState, ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import { App, Button, Card, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { inr, monthLabel, saveBlob } from './format';

/** /app/employee/payslips: the signed-in person's payslips of locked months, with their PDFs. */
export function PayslipsPage() {
  const { data, error, loading, reload } = useRemoteData(fetchMyPayslips, 'mine');
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<number | null>(null);

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

  const columns: TableProps<PayslipRow>['columns'] = [
    { key: 'month', title: 'Month', render: (_, s) => monthLabel(s.month) },
    {
      key: 'days',
      title: 'Paid days',
      render: (_, s) => `${s.paidDays}${s.lopDays ? ` (LOP ${s.lopDays})` : ''}`,
    },
    {
      key: 'gross',
      title: 'Gross',
      align: 'right',
      render: (_, s) => inr(s.grossEarned),
      responsive: ['sm'],
    },
    {
      key: 'ded',
      title: 'Deductions',
      align: 'right',
      render: (_, s) => inr(s.totalDeductions),
      responsive: ['md'],
    },
    { key: 'net', title: 'Net pay', align: 'right', render: (_, s) => <strong>{inr(s.netPay)}</strong> },
    {
      key: 'pdf',
      title: '',
      render: (_, s) => (
        <Button size="small" loading={downloading === s.id} onClick={() => void download(s)}>
          Download PDF
        </Button>
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
          <Table
            rowKey="id"
            loading={loading}
            columns={columns}
            dataSource={data ?? []}
            pagination={false}
            locale={{ emptyText: loading ? ' ' : <EmptyState description="No payslips yet" /> }}
          />
        )}
      </Card>
    </>
  );
}
