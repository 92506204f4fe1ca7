import { listSuggestions } from '@managewell/api';
import {
  labelOf,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
  type SuggestionView,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { Panel } from '@managewell/ui/light';
import { Button, Select, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';
import { dateLabel } from './format';

const AnswerModal = lazy(() => import('./AnswerModal').then((m) => ({ default: m.AnswerModal })));

const STATUS_OPTIONS = SUGGESTION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

/** /app/hr/employee-suggestions: every suggestion (anonymous ones without an author), answered by HR. */
export function SuggestionsPage() {
  const [params, setParams] = useSearchParams();
  const status = (SUGGESTION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SuggestionStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, loading, reload } = useRemoteData(
    () => listSuggestions({ page, pageSize: 20, ...(status ? { status } : {}) }),
    `${status}|${page}`,
  );
  const [answering, setAnswering] = useState<SuggestionView | null>(null);
  const { message } = useAntApp();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
      return next;
    });

  const columns: TableProps<SuggestionView>['columns'] = [
    { key: 'date', title: 'Sent', width: 120, render: (_, s) => dateLabel(s.createdAt) },
    {
      key: 'title',
      title: 'Suggestion',
      render: (_, s) => (
        <>
          <strong>{s.title}</strong>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {s.body}
          </Typography.Paragraph>
        </>
      ),
    },
    {
      key: 'author',
      title: 'From',
      responsive: ['md'],
      render: (_, s) => (s.anonymous ? <Tag color="purple">Anonymous</Tag> : s.author),
    },
    { key: 'category', title: 'Category', responsive: ['lg'], render: (_, s) => labelOf(s.category) },
    { key: 'status', title: 'Status', render: (_, s) => <Tag>{labelOf(s.status)}</Tag> },
    {
      key: 'act',
      title: '',
      render: (_, s) => (
        <Button size="small" onClick={() => setAnswering(s)}>
          {s.answer ? 'Update' : 'Answer'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Suggestions" />
      <Panel>
        <Select
          aria-label="Status"
          allowClear
          placeholder="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => set({ status: value, page: undefined })}
          style={{ width: 200, marginBottom: 12 }}
        />
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : (
          <Table
            rowKey="id"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={data?.items ?? []}
            locale={{ emptyText: loading ? ' ' : <EmptyState description="No suggestions" /> }}
            pagination={{
              current: page,
              pageSize: 20,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
            }}
          />
        )}
      </Panel>
      {answering && (
        <Suspense fallback={null}>
          <AnswerModal
            suggestion={answering}
            onClose={(saved) => {
              setAnswering(null);
              if (saved) {
                void message.success('Answer sent.');
                reload();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
