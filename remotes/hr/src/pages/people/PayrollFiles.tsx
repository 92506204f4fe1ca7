import {
  downloadFile,
  fetchPayrollFileGaps,
  messageOf,
  PAYROLL_FILE_URLS,
  type PayrollFileGaps,
  saveDownloadedFile,
} from '@managewell/api';
import { useAntApp, useRemoteData } from '@managewell/ui';
import { Alert, Button, Space } from 'antd';

type Which = keyof typeof PAYROLL_FILE_URLS;

const FILES: { which: Which; label: string; fallback: string }[] = [
  { which: 'bankTransfer', label: 'Bank transfer (CSV)', fallback: 'salary-transfer.csv' },
  { which: 'pfEcr', label: 'PF ECR (text)', fallback: 'pf-ecr.txt' },
  { which: 'esic', label: 'ESIC contribution (CSV)', fallback: 'esic-contribution.csv' },
];

const GAPS: { key: keyof PayrollFileGaps; title: string }[] = [
  { key: 'bank', title: 'Not in the bank transfer file: no bank account or IFSC' },
  { key: 'uan', title: 'Not in the PF ECR file: no UAN' },
  { key: 'esic', title: 'Not in the ESIC file: no ESIC number' },
];

/** A locked month's bank, PF and ESIC files, with the people each leaves out named beside them. */
export function PayrollFiles({ month }: { month: string }) {
  const { message } = useAntApp();
  const gaps = useRemoteData(() => fetchPayrollFileGaps(month), month);
  const download = async (which: Which, fallback: string) => {
    try {
      saveDownloadedFile(await downloadFile(PAYROLL_FILE_URLS[which](month), undefined, fallback));
    } catch (failure) {
      void message.error(messageOf(failure, 'The file could not be downloaded.'));
    }
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        {FILES.map((f) => (
          <Button key={f.which} onClick={() => void download(f.which, f.fallback)}>
            {f.label}
          </Button>
        ))}
      </Space>
      {gaps.error ? (
        <Alert
          type="error"
          showIcon
          title={messageOf(gaps.error, 'Who the files leave out could not be loaded.')}
        />
      ) : null}
      {gaps.data &&
        GAPS.filter((g) => gaps.data![g.key].length > 0).map((g) => (
          <Alert
            key={g.key}
            type="warning"
            showIcon
            style={{ marginTop: 8 }}
            title={g.title}
            description={gaps.data![g.key].map((p) => `${p.fullName} (${p.code})`).join(', ')}
          />
        ))}
    </div>
  );
}
