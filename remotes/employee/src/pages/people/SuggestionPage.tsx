import {
  fetchMySuggestions,
  fetchSuggestionByReceipt,
  fieldErrorsOf,
  messageOf,
  submitSuggestion,
} from '@managewell/api';
import { labelOf, type SuggestionView } from '@managewell/api/contract';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  showFieldErrors,
  useAntApp,
  useRemoteData,
} from '@managewell/ui';
import { Alert, Button, Card, Checkbox, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { dateLabel } from './format';

const CATEGORIES = ['workplace', 'process', 'customers', 'safety', 'other'].map((value) => ({
  value,
  label: labelOf(value),
}));

function SuggestionItem({ s }: { s: SuggestionView }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <Space wrap>
            {s.title}
            <Tag>{labelOf(s.status)}</Tag>
            {s.anonymous && <Tag color="purple">Anonymous</Tag>}
          </Space>
        }
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{s.body}</Typography.Paragraph>
            <Typography.Text type="secondary">Sent {dateLabel(s.createdAt)}</Typography.Text>
            {s.answer && <Alert style={{ marginTop: 8 }} type="info" title={`HR answered: ${s.answer}`} />}
          </>
        }
      />
    </List.Item>
  );
}

interface Values {
  title: string;
  body: string;
  category: string;
  anonymous: boolean;
}

/** /app/employee/employee-suggestion: send a suggestion (optionally anonymous) and read HR's answers. */
export function SuggestionPage() {
  const { data, error, loading, reload } = useRemoteData(fetchMySuggestions, 'mine');
  const [form] = Form.useForm<Values>();
  const { message } = useAntApp();
  const [saving, setSaving] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [lookup, setLookup] = useState('');
  const [found, setFound] = useState<SuggestionView | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const result = await submitSuggestion(values);
      setReceipt(result.receipt);
      form.resetFields();
      void message.success('Thank you: your suggestion was sent to HR.');
      reload();
    } catch (failure) {
      const rest = showFieldErrors(form, fieldErrorsOf(failure), ['title', 'body', 'category']);
      if (rest.length || !Object.keys(fieldErrorsOf(failure)).length)
        void message.error(rest.join(' ') || messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const check = async () => {
    setLookupError(null);
    setFound(null);
    try {
      setFound(await fetchSuggestionByReceipt(lookup.trim()));
    } catch (failure) {
      setLookupError(messageOf(failure));
    }
  };

  return (
    <>
      <PageHeader title="Suggestion box" />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title="Send a suggestion">
          <Form
            form={form}
            layout="vertical"
            style={{ maxWidth: 640 }}
            initialValues={{ category: 'other', anonymous: false }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item
              name="title"
              label="Title"
              rules={[{ required: true, min: 3, message: 'Please enter a title.' }]}
            >
              <Input count={{ show: true, max: 200 }} />
            </Form.Item>
            <Form.Item
              name="body"
              label="Suggestion"
              rules={[
                {
                  required: true,
                  min: 10,
                  message: 'Please describe your suggestion (at least 10 characters).',
                },
              ]}
            >
              <Input.TextArea rows={4} count={{ show: true, max: 5000 }} />
            </Form.Item>
            <Form.Item name="category" label="Category">
              <Select options={CATEGORIES} style={{ maxWidth: 240 }} />
            </Form.Item>
            <Form.Item
              name="anonymous"
              valuePropName="checked"
              extra="Anonymous: your name is not stored, not even for HR."
            >
              <Checkbox>Send anonymously</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              Send
            </Button>
          </Form>
          {receipt && (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              title="Keep this receipt to read HR's answer (it is shown only once)"
              description={
                <Typography.Text copyable strong>
                  {receipt}
                </Typography.Text>
              }
            />
          )}
        </Card>
        <Card title="Check an anonymous suggestion">
          <Space.Compact style={{ maxWidth: 480, width: '100%' }}>
            <Input
              aria-label="Receipt"
              placeholder="Receipt"
              value={lookup}
              onChange={(e) => setLookup(e.target.value)}
            />
            <Button onClick={() => void check()} disabled={lookup.trim().length === 0}>
              Check
            </Button>
          </Space.Compact>
          {lookupError && <Alert style={{ marginTop: 12 }} type="error" title={lookupError} />}
          {found && <List dataSource={[found]} renderItem={(s) => <SuggestionItem s={s} />} />}
        </Card>
        <Card title="My suggestions">
          {error ? (
            <ErrorState error={error} onRetry={reload} />
          ) : (
            <List
              loading={loading}
              dataSource={data ?? []}
              locale={{ emptyText: <EmptyState description="You have not sent a named suggestion yet" /> }}
              renderItem={(s) => <SuggestionItem s={s} />}
            />
          )}
        </Card>
      </Space>
    </>
  );
}
