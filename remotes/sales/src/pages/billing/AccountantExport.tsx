import { downloadBillingExport, messageOf } from '@managewell/api';
import type { ExportFormat } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useToast } from '../shared/toast';

/** Invoices and payments of a date range for the accountant, as CSV or Excel (GSTR-1 style columns). */
export default function AccountantExport() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const toast = useToast();

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadBillingExport(format, range);
    } catch (e) {
      toast.error(messageOf(e));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Space wrap>
      <Text>Invoices and payments for the accountant:</Text>
      <Input
        type="date"
        aria-label="From"
        value={range.from ?? ''}
        onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))}
      />
      <Input
        type="date"
        aria-label="To"
        value={range.to ?? ''}
        onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))}
      />
      <Button loading={exporting === 'csv'} onClick={() => exportAs('csv')}>
        CSV
      </Button>
      <Button loading={exporting === 'xlsx'} onClick={() => exportAs('xlsx')}>
        Excel
      </Button>
    </Space>
  );
}
