import { fetchPolicyOverview, listPolicyAcknowledgements, messageOf, remindPolicy } from '@managewell/api';
import { POLICY_KINDS, POLICY_LABEL, type PolicyKind, type PolicyStatusRow } from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { Panel } from '@managewell/ui/light';
import { Button, Segmented, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';
import { dateLabel } from './format';

const PublishModal = lazy(() => import('./PublishModal').then((m) => ({ default: m.PublishModal })));

const STATES = ['all', 'acknowledged', 'pending'] as const;
type State = (typeof STATES)[number];

/** /app/hr/compliance: NDA and conflict-of-interest versions, who has acknowledged, reminders. */
export function CompliancePage() {
  const [params, setParams] = useSearchParams();
  const kind: PolicyKind = params.get('kind') === 'conflict-of-interest' ? 'conflict-of-interest' : 'nda';
  const state: State = (STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as State)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const overview = useRemoteData(() => fetchPolicyOverview(kind), kind);
  const list = useRemoteData(
    () => listPolicyAcknowledgements(kind, { state, page, pageSize: 20, order: 'asc' }),
    `${kind}|${state}|${page}|${overview.data?.versions[0]?.version}`,
  );
  const [publishing, setPublishing] = useState(false);
  const { message } = useAntApp();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });

  const remind = async () => {
    try {
      const { reminded } = await remindPolicy(kind);
      void message.success(`Reminded ${reminded} ${reminded === 1 ? 'person' : 'people'}.`);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  const current = overview.data?.versions[0];
  const columns: TableProps<PolicyStatusRow>['columns'] = [
    { key: 'code', title: 'Code', dataIndex: 'code', width: 90 },
    { key: 'name', title: 'Name', dataIndex: 'fullName' },
    { key: 'dept', title: 'Department', dataIndex: 'department', responsive: ['md'] },
    {
      key: 'ack',
      title: 'Acknowledged',
      render: (_, r) =>
        r.acknowledgedAt ? (
          <Tag color="green">{dateLabel(r.acknowledgedAt)}</Tag>
        ) : (
          <Tag color="orange">Pending</Tag>
        ),
    },
    ...(kind === 'conflict-of-interest'
      ? [
          {
            key: 'decl',
            title: 'Declaration',
            responsive: ['lg' as const],
            render: (_: unknown, r: PolicyStatusRow) =>
              !r.declaration ? '—' : r.declaration.kind === 'none' ? 'None' : r.declaration.interests,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Compliance"
        extra={
          <Button type="primary" onClick={() => setPublishing(true)}>
            Publish new version
          </Button>
        }
      />
      <Segmented
        value={kind}
        onChange={(value) =>
          set({ kind: value === 'nda' ? undefined : String(value), page: undefined, state: undefined })
        }
        options={POLICY_KINDS.map((k) => ({ value: k, label: POLICY_LABEL[k] }))}
        style={{ marginBottom: 16 }}
      />
      {overview.error ? (
        <ErrorState error={overview.error} onRetry={overview.reload} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Panel
            title={
              current ? `Current: version ${current.version}, ${current.title}` : 'Nothing published yet'
            }
          >
            {overview.loading && !overview.data ? (
              <Spin />
            ) : current ? (
              <>
                <p>
                  Published {dateLabel(current.publishedAt)}; acknowledged by {current.acknowledged} of{' '}
                  {overview.data!.staff} staff.
                </p>
                <p style={{ fontSize: 12, wordBreak: 'break-all', color: '#666' }}>
                  SHA-256 {current.contentHash}
                </p>
                {overview.data!.versions.length > 1 && (
                  <p>
                    Earlier versions:{' '}
                    {overview
                      .data!.versions.slice(1)
                      .map((v) => `v${v.version} (${v.acknowledged} acknowledged)`)
                      .join(', ')}
                  </p>
                )}
              </>
            ) : (
              <EmptyState description="Publish the first version to ask everyone to acknowledge it" />
            )}
          </Panel>
          {current && (
            <Panel
              title="Who has acknowledged the current version"
              extra={<Button onClick={() => void remind()}>Remind those pending</Button>}
            >
              <Segmented
                value={state}
                onChange={(value) =>
                  set({ state: value === 'all' ? undefined : String(value), page: undefined })
                }
                options={STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
                style={{ marginBottom: 12 }}
              />
              {list.error ? (
                <ErrorState error={list.error} onRetry={list.reload} />
              ) : (
                <Table
                  rowKey="employeeId"
                  size="small"
                  loading={list.loading}
                  columns={columns}
                  dataSource={list.data?.items ?? []}
                  locale={{ emptyText: list.loading ? ' ' : <EmptyState description="Nobody here" /> }}
                  pagination={{
                    current: page,
                    pageSize: 20,
                    total: list.data?.total ?? 0,
                    showSizeChanger: false,
                    onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
                  }}
                />
              )}
            </Panel>
          )}
        </Space>
      )}
      {publishing && (
        <Suspense fallback={null}>
          <PublishModal
            kind={kind}
            onClose={(published) => {
              setPublishing(false);
              if (published) {
                void message.success('Published: everyone is asked to acknowledge it.');
                overview.reload();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
