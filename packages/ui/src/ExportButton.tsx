import { downloadListExport, type ExportFormat } from '@managewell/api';
import { Button } from 'antd';
import { useState } from 'react';
import { showFailure } from './formErrors';
import { useAntApp } from './useAntApp';

export interface ExportButtonProps {
  /** The list's export route, e.g. `LEADS_EXPORT_URL`. */
  url: string;
  /** The list's current query (filters and sort); paging is dropped, the whole result is exported. */
  query: Record<string, unknown>;
}

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * Export CSV / Excel for a staff list: downloads every row matching the current filters through
 * the shared client, so the bearer token goes with the request.
 */
export function ExportButton({ url, query }: ExportButtonProps) {
  const { message } = useAntApp();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadListExport(url, query, format);
    } catch (failure) {
      message.error(showFailure(null, failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <span role="group" aria-label="Export" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span>Export</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void run(format)}
        >
          {LABELS[format]}
        </Button>
      ))}
    </span>
  );
}
