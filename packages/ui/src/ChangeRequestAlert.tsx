import type { QuotationDetail } from '@managewell/api/contract';
import { Alert, Typography } from 'antd';

/**
 * The customer's words when they asked for changes, on every quotation screen while the revision
 * is open (until the next version is sent), so no one has to look them up in the lead history.
 */
export function ChangeRequestAlert({
  quotation,
}: {
  quotation: Pick<QuotationDetail, 'change_request'> | null;
}) {
  const request = quotation?.change_request;
  if (!request) return null;
  const at = new Date(request.at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`The customer asked for changes to version ${request.version} (${at})`}
      description={
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
            “{request.message}”
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Revise the quotation (re-costing, extra payments, terms), then send the new version.
          </Typography.Text>
        </>
      }
    />
  );
}
