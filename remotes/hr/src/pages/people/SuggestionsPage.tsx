import { listSuggestions, PEOPLE_EXPORT_URLS } from '@managewell/api';
import {
  labelOf,
  SUGGESTION_LIST_FIELDS,
  SUGGESTION_STATUSES,
  type SuggestionView,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { ListFrame, ListSelect, useListQuery } from '@managewell/ui/list';
import { Button, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dateLabel } from './format';

const AnswerModal = lazy(() => import('./AnswerModal').then((m) => ({ default: m.AnswerModal })));

const STATUS_OPTIONS = SUGGESTION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

/** /app/hr/employee-suggestions: every suggestion (anonymous ones without an author), answered by HR. */
export function SuggestionsPage() {
  const list = useListQuery(SUGGESTION_LIST_FIELDS, { filters: ['status'] });
  const { query } = list;
  const remote = useRemoteData(() => listSuggestions(query), JSON.stringify(query));
  const { reload } = remote;
  const [answering, setAnswering] = useState<SuggestionView | null>(null);
  const { message } = useAntApp();

  const columns: DataColumn<SuggestionView>[] = [
    { key: 'date', title: 'Sent', width: 120, render: (s) => dateLabel(s.createdAt) },
    {
      key: 'title',
      title: 'Suggestion',
      render: (s) => (
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
      responsive: 'md',
      render: (s) => (s.anonymous ? <Tag color="purple">Anonymous</Tag> : s.author),
    },
    { key: 'category', title: 'Category', responsive: 'lg', render: (s) => labelOf(s.category) },
    { key: 'status', title: 'Status', render: (s) => <Tag>{labelOf(s.status)}</Tag> },
    {
      key: 'act',
      title: '',
      render: (s) => (
        <Button size="small" onClick={() => setAnswering(s)}>
          {s.answer ? 'Update' : 'Answer'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Suggestions" />
      <ListFrame
        list={list}
        remote={remote}
        errorTitle="The suggestions could not be loaded"
        noun="suggestions"
        pageSizes={false}
        actions={<ExportButton url={PEOPLE_EXPORT_URLS.suggestions} query={query} />}
        filters={
          <ListSelect
            list={list}
            field="status"
            id="suggestions-status"
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
          />
        }
        table={{ rowKey: 'id', size: 'small', columns, label: 'Suggestions' }}
      />
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
