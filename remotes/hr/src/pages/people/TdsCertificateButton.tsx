import { fetchTdsCertificate, messageOf } from '@managewell/api';
import { useAntApp } from '@managewell/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { saveBlob } from './format';

/** Downloads an employee's salary TDS certificate (Form 130) for a tax year. */
export function TdsCertificateButton({
  employeeId,
  code,
  taxYear,
}: {
  employeeId: number;
  code: string;
  taxYear: string;
}) {
  const { message } = useAntApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchTdsCertificate(taxYear, employeeId), `form-130-${code}-${taxYear}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'The TDS certificate could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={download} aria-label={`Form 130 of ${code} for ${taxYear}`}>
      Form 130
    </Button>
  );
}
