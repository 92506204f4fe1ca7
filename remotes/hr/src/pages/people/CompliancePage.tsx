import {
  fetchPolicyOverview,
  listPolicyAcknowledgements,
  messageOf,
  PEOPLE_EXPORT_URLS,
  remindPolicy,
} from '@managewell/api';
import {
  type ListField,
  PAGE_FIELDS,
  POLICY_KINDS,
  POLICY_LABEL,
  type PolicyStatusRow,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Panel } from '@managewell/ui/light';
import { ListFrame, useListQuery } from '@managewell/ui/list';
import { Button, Segmented, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dateLabel } from './format';

const PublishModal = lazy(() => import('./PublishModal').then((m) => ({ default: m.PublishModal })));

const STATES = ['all', 'acknowledged', 'pending'] as const;

/** The page's query in the URL: which policy, whose acknowledgements, and the page. */
const COMPLIANCE_FIELDS = {
  ...PAGE_FIELDS,
  kind: { kind: 'enum', values: POLICY_KINDS, default: 'nda' },
  state: { kind: 'enum', values: STATES, default: 'all' },
} as const satisfies Record<string, ListField>;

/** /app/hr/compliance: NDA and conflict-of-interest versions, who has acknowledged, reminders. */
export function CompliancePage() {
  const list = useListQuery(COMPLIANCE_FIELDS, { filters: ['state'] });
  const { kind, state, page, pageSize } = list.query;
  const overview = useRemoteData(() => fetchPolicyOverview(kind), kind);
  const people = useRemoteData(
    () => listPolicyAcknowledgements(kind, { state, page, pageSize, order: 'asc' }),
    `${kind}|${state}|${page}|${pageSize}|${overview.data?.versions[0]?.version}`,
  );
  const [publishing, setPublishing] = useState(false);
  const { message } = useAntApp();

  const remind = async () => {
    try {
      const { reminded } = await remindPolicy(kind);
      void message.success(`Reminded ${reminded} ${reminded === 1 ? 'person' : 'people'}.`);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  const current = overview.data?.versions[0];
  const columns: DataColumn<PolicyStatusRow>[] = [
    { key: 'code', title: 'Code', render: (r) => r.code, width: 90 },
    { key: 'name', title: 'Name', render: (r) => r.fullName },
    { key: 'dept', title: 'Department', render: (r) => r.department, responsive: 'md' },
    {
      key: 'ack',
      title: 'Acknowledged',
      render: (r) =>
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
            responsive: 'lg' as const,
            render: (r: PolicyStatusRow) =>
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
        onChange={(value) => list.set({ kind: String(value), state: undefined })}
        options={POLICY_KINDS.map((k) => ({ value: k, label: POLICY_LABEL[k] }))}
        style={{ marginBottom: 16 }}
      />
      {overview.error ? (
        <ErrorState title="The policy could not be loaded" error={overview.error} onRetry={overview.reload} />
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
                onChange={(value) => list.set({ state: String(value) })}
                options={STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
                style={{ marginBottom: 12 }}
              />
              <ListFrame
                bare
                list={list}
                remote={people}
                errorTitle="The acknowledgements could not be loaded"
                noun="people"
                emptyText="Nobody here"
                filteredText="Nobody here"
                actions={
                  <ExportButton
                    url={PEOPLE_EXPORT_URLS.acknowledgements(kind)}
                    query={{ state, order: 'asc' }}
                  />
                }
                table={{ label: 'Acknowledgements', rowKey: 'employeeId', size: 'small', columns }}
              />
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
