import { answerSuggestion, fieldErrorsOf, listSuggestions, messageOf } from '@managewell/api';
import {
  labelOf,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
  type SuggestionView,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, PageHeader, showFieldErrors, useRemoteData } from '@managewell/ui';
import { Panel, useAntApp } from '@managewell/ui/light';
import { Alert, Button, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table, type TableProps } from '../Table';
import { dateLabel } from './format';

const STATUS_OPTIONS = SUGGESTION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

function AnswerModal({
  suggestion,
  onClose,
}: {
  suggestion: SuggestionView;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<{ status: SuggestionStatus; answer: string }>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (values: { status: SuggestionStatus; answer: string }) => {
    setSaving(true);
    try {
      await answerSuggestion(suggestion.id, { ...values, version: suggestion.version });
      onClose(true);
    } catch (failure) {
      const rest = showFieldErrors(form, fieldErrorsOf(failure), ['status', 'answer']);
      setFormError(
        rest.length ? rest.join(' ') : Object.keys(fieldErrorsOf(failure)).length ? null : messageOf(failure),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`Answer: ${suggestion.title}`}
      okText="Send answer"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph>{suggestion.body}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          status: suggestion.status === 'new' ? 'under-review' : suggestion.status,
          answer: suggestion.answer ?? '',
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="status" label="Status">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="answer"
          label="Answer"
          rules={[{ required: true, min: 2, message: 'Please write an answer.' }]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        {formError && <Alert type="error" title={formError} />}
      </Form>
    </Modal>
  );
}

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
      )}
    </>
  );
}
