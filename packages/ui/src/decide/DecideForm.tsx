import { Alert, Button, Input, Space } from 'antd';

/** The inside of `DecideButtons`' popover: an optional comment, then approve or reject. */
export function DecideForm({
  comment,
  setComment,
  busy,
  run,
  warning,
}: {
  /** Something the approver should weigh first (shown above the buttons). */
  warning?: string | undefined;
  comment: string;
  setComment: (comment: string) => void;
  busy: boolean;
  run: (decision: 'approved' | 'rejected') => void;
}) {
  return (
    <div style={{ width: 260 }}>
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 8 }} role="alert" />}
      <Input.TextArea
        aria-label="Comment"
        placeholder="Comment (optional)"
        rows={2}
        count={{ show: true, max: 500 }}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" size="small" loading={busy} onClick={() => run('approved')}>
          Approve
        </Button>
        <Button danger size="small" loading={busy} onClick={() => run('rejected')}>
          Reject
        </Button>
      </Space>
    </div>
  );
}
