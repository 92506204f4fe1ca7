import { fetchBackupStatus } from '@managewell/api';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { Panel, Text } from '@managewell/ui/light';
import { Alert, Tag } from 'antd';
import { formatBytes, formatDateTime } from '../outbox/mailDisplay';

/**
 * /app/backups: when the database and uploads are backed up, the latest scheduled runs (a failed
 * one says why) and the backups kept on the server, for the roles a failed backup notifies.
 */
export function BackupsPage() {
  const { data, error, reload } = useRemoteData(fetchBackupStatus, 'backups');
  if (error !== undefined && !data) return <ErrorState error={error} onRetry={reload} />;
  if (!data) return <PageSpinner />;
  const lastRun = data.runs[0];
  return (
    <>
      <PageHeader
        title="Backups"
        subtitle="The database and uploaded files, copied on the server. Restoring is done on the server with pnpm restore."
      />
      {lastRun && !lastRun.ok && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={`The latest scheduled backup failed (${formatDateTime(lastRun.startedAt)})`}
          description={lastRun.error}
        />
      )}
      <Panel title="Schedule" style={{ marginBottom: 16 }}>
        {data.dailyAt ? (
          <Text>
            Every day at {data.dailyAt} (India time). Kept: the last {data.keepDaily} daily and{' '}
            {data.keepWeekly} weekly backups.
          </Text>
        ) : (
          <Text type="secondary">
            Scheduled backups are off (BACKUP_TIME=off). Backups are made with pnpm backup on the server.
          </Text>
        )}
      </Panel>
      <Panel title="Latest scheduled runs" style={{ marginBottom: 16 }}>
        <DataTable
          label="Latest scheduled runs"
          rowKey="startedAt"
          size="small"
          dataSource={data.runs}
          emptyText="No scheduled backup has run yet."
          columns={[
            { key: 'startedAt', title: 'Started', width: 200, render: (r) => formatDateTime(r.startedAt) },
            {
              key: 'ok',
              title: 'Result',
              width: 110,
              render: (r) => (r.ok ? <Tag color="success">Done</Tag> : <Tag color="error">Failed</Tag>),
            },
            { key: 'what', title: 'Backup or reason', render: (r) => (r.ok ? r.backup : r.error) },
          ]}
        />
      </Panel>
      <Panel title="Backups on the server">
        <DataTable
          label="Backups on the server"
          rowKey="name"
          size="small"
          dataSource={data.backups}
          emptyText="No backups yet."
          columns={[
            { key: 'name', title: 'Backup', render: (b) => b.name },
            { key: 'createdAt', title: 'Made', width: 200, render: (b) => formatDateTime(b.createdAt) },
            { key: 'size', title: 'Size', width: 110, render: (b) => formatBytes(b.totalBytes) },
            { key: 'schema', title: 'Schema', width: 220, render: (b) => b.schema },
          ]}
        />
      </Panel>
    </>
  );
}
