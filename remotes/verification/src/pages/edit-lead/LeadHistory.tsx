import { fetchLeadHistory, messageOf } from '@managewell/api';
import type { LeadHistoryAction, LeadHistoryEntry } from '@managewell/api/contract';
import { useRemoteData } from '@managewell/ui';
import { Alert, Button, Card, Empty, Spin, Timeline, Typography } from 'antd';
import { displayValue, FIELD_LABELS, formatDateTime, fromNow } from '../shared/leadDisplay';

const ACTIONS: Partial<Record<LeadHistoryAction, { label: string; color: string }>> = {
  created: { label: 'Created', color: 'blue' },
  updated: { label: 'Edited', color: 'gray' },
  verified: { label: 'Verified', color: 'green' },
  merged: { label: 'Merged', color: 'purple' },
  rejected: { label: 'Rejected', color: 'red' },
  stage_changed: { label: 'Sales stage changed', color: 'purple' },
  call_logged: { label: 'Call logged', color: 'cyan' },
};

function Changes({ entry }: { entry: LeadHistoryEntry }) {
  // A creation lists every field from nothing; the lead itself shows those values.
  const changes = entry.action === 'created' ? [] : Object.entries(entry.changes ?? {});
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {changes.map(([field, change]) => (
        <li key={field}>
          <Typography.Text type="secondary">{FIELD_LABELS[field] ?? field}:</Typography.Text>{' '}
          <Typography.Text delete>{displayValue(field, change.from)}</Typography.Text>
          {' → '}
          <Typography.Text>{displayValue(field, change.to)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function entryItem(entry: LeadHistoryEntry) {
  const action = ACTIONS[entry.action] ?? { label: entry.action, color: 'gray' };
  return {
    key: entry.id,
    color: action.color,
    content: (
      <div>
        <Typography.Text strong>{action.label}</Typography.Text> by {entry.actor?.username ?? 'the system'}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ({fromNow(entry.at)})
          </Typography.Text>
        </div>
        {entry.reason && <div>Reason: {entry.reason}</div>}
        <Changes entry={entry} />
      </div>
    ),
  };
}

/** GET /api/leads/:id/history as a timeline, newest first. */
export function LeadHistory({ leadId, refreshKey }: { leadId: number; refreshKey: number }) {
  const { data, error, loading, reload } = useRemoteData(
    () => fetchLeadHistory(leadId),
    `${leadId}:${refreshKey}`,
  );
  return (
    <Card title="History" size="small">
      {error !== undefined ? (
        <Alert
          type="warning"
          showIcon
          title="The history could not be loaded"
          description={messageOf(error)}
          action={
            <Button size="small" onClick={reload}>
              Try again
            </Button>
          }
        />
      ) : !data ? (
        <Spin aria-label="Loading the history" />
      ) : data.length === 0 ? (
        <Empty description="No history yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Spin spinning={loading}>
          <Timeline items={data.map(entryItem)} />
        </Spin>
      )}
    </Card>
  );
}
