import { fetchTdsCertificate, messageOf } from '@managewell/api';
import { useAntApp } from '@managewell/ui';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { saveBlob } from './format';

/** This tax year and the one before it: '2026-27' → ['2026-27', '2025-26']. */
function recentTaxYears(current: string): string[] {
  const start = Number(current.slice(0, 4));
  return [start, start - 1].map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);
}

/** My salary TDS certificate (Form 130) for a tax year I choose, from the locked payroll months. */
export function TdsCertificateCard({ currentYear }: { currentYear: string }) {
  const { message } = useAntApp();
  const years = recentTaxYears(currentYear);
  const [taxYear, setTaxYear] = useState(years[0]!);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchTdsCertificate(taxYear), `form-130-${taxYear}.pdf`);
    } catch (failure) {
      void message.error(messageOf(failure, 'Your TDS certificate could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="TDS certificate (Form 130)" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        The salary paid and the tax deducted in a tax year, from the payroll months locked so far. The
        certificate for a whole year is final once March's payroll is locked.
      </Typography.Paragraph>
      <Space wrap>
        <label htmlFor="tds-certificate-year">Tax year</label>
        <Select
          id="tds-certificate-year"
          value={taxYear}
          onChange={setTaxYear}
          options={years.map((y) => ({ value: y, label: y }))}
          style={{ width: 120 }}
        />
        <Button type="primary" loading={busy} onClick={download}>
          Download Form 130
        </Button>
      </Space>
    </Card>
  );
}
