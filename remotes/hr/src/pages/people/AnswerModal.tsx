import { answerSuggestion } from '@managewell/api';
import type { SuggestionStatus, SuggestionView } from '@managewell/api/contract';
import { labelOf, SUGGESTION_STATUSES } from '@managewell/api/contract';
import { showSaveFailure } from '@managewell/ui';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';

const STATUS_OPTIONS = SUGGESTION_STATUSES.map((value) => ({ value, label: labelOf(value) }));

export function AnswerModal({
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
      setFormError(showSaveFailure(form, failure, ['status', 'answer']));
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
          <Input.TextArea rows={4} count={{ show: true, max: 5000 }} />
        </Form.Item>
        {formError && <Alert type="error" title={formError} />}
      </Form>
    </Modal>
  );
}
