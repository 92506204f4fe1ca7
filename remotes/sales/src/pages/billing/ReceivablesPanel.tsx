import { fetchBillingDashboard } from '@managewell/api';
import { formatInr } from '@managewell/api/money';
import { ErrorState, useRemoteData } from '@managewell/ui';
import { Figure, Panel, Text } from '@managewell/ui/light';
import { Button, Col, Row, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The date fields and downloads are used now and then, so the dashboard does not load them up front.
const AccountantExport = lazy(() => import('./AccountantExport'));

const BUCKET_LABEL = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/** The dashboard's money: receivables by age, this month's receipts, and the accountant's export. */
export function ReceivablesPanel() {
  const { data, error, reload } = useRemoteData(fetchBillingDashboard, 'billing');
  const [exportOpen, setExportOpen] = useState(false);
  const { token } = theme.useToken();

  if (error !== undefined && !data)
    return <ErrorState title="The receivables could not be loaded" error={error} onRetry={reload} />;
  if (!data)
    return (
      <Panel size="small" title="Receivables">
        Loading…
      </Panel>
    );
  const max = Math.max(1, ...data.receivables.map((r) => r.outstanding_paise));
  return (
    <Panel size="small" title="Receivables">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Figure title="Outstanding" value={formatInr(data.outstanding_paise, { paise: false })} />
        </Col>
        <Col xs={12} md={6}>
          <Figure
            title="Overdue"
            value={formatInr(data.overdue_paise, { paise: false })}
            danger={data.overdue_paise > 0}
          />
        </Col>
        <Col xs={24} md={12}>
          <Figure
            title="Received this month"
            value={formatInr(data.received_this_month_paise, { paise: false })}
          />
          <Text type="secondary">
            {data.payments_this_month} payment{data.payments_this_month === 1 ? '' : 's'}
          </Text>
        </Col>
        <Col xs={24}>
          <div role="list" aria-label="Receivables by age">
            {data.receivables.map((r) => (
              <div
                role="listitem"
                key={r.bucket}
                style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}
              >
                <span style={{ width: 110, flexShrink: 0, fontSize: 13 }}>{BUCKET_LABEL[r.bucket]}</span>
                <span
                  aria-hidden
                  style={{
                    height: 12,
                    width: `${(r.outstanding_paise / max) * 60}%`,
                    minWidth: r.outstanding_paise > 0 ? 4 : 0,
                    background: r.bucket === '0-30' ? token.colorPrimary : token.colorWarning,
                    borderRadius: 2,
                  }}
                />
                <span style={{ fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
                  {formatInr(r.outstanding_paise, { paise: false })} ({r.invoices})
                </span>
              </div>
            ))}
          </div>
        </Col>
        <Col xs={24}>
          {exportOpen ? (
            <Suspense fallback={<Text type="secondary">Loading…</Text>}>
              <AccountantExport />
            </Suspense>
          ) : (
            <Button onClick={() => setExportOpen(true)}>Export for the accountant…</Button>
          )}
        </Col>
      </Row>
    </Panel>
  );
}
