import { type GoalInput, goalInput, TOTAL_WEIGHT } from '@managewell/api/contract';
import { showSaveFailure } from '@managewell/ui';
import { Alert, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';

const FIELDS = ['title', 'description', 'weight', 'dueDate'] as const;

/** The live sum of the weights, with the goal being edited counted at its typed weight. */
export function weightSumLabel(others: number, typed: number | null | undefined) {
  const sum = others + (typed ?? 0);
  if (sum === TOTAL_WEIGHT) return { sum, text: `Weights add up to ${sum} % ✓`, ok: true };
  return {
    sum,
    text: `Weights add up to ${sum} % of ${TOTAL_WEIGHT} % (${sum < TOTAL_WEIGHT ? `${TOTAL_WEIGHT - sum} % left` : `${sum - TOTAL_WEIGHT} % too much`})`,
    ok: false,
  };
}

/**
 * Adds or edits one goal. `otherWeights` is the sum of the sheet's other goals, so the total shown
 * follows the weight as it is typed. Checks the contract's rules before sending; the server's field
 * messages land on the fields.
 */
export function GoalForm({
  initial,
  otherWeights,
  defaultDueDate,
  onSave,
  onCancel,
}: {
  initial?: GoalInput;
  otherWeights: number;
  defaultDueDate: string;
  onSave: (values: GoalInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<GoalInput>();
  const weight = Form.useWatch('weight', form) as number | null | undefined;
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const live = weightSumLabel(otherWeights, weight);

  const save = async (values: GoalInput) => {
    setFormError(null);
    const parsed = goalInput.safeParse({ ...values, description: values.description ?? '' });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path.join('.') as keyof GoalInput,
          errors: [issue.message],
        })),
      );
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (failure) {
      setFormError(showSaveFailure(form, failure, [...FIELDS]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? { title: '', description: '', weight: null, dueDate: defaultDueDate }}
      onFinish={(v) => void save(v)}
    >
      <Form.Item name="title" label="Goal">
        <Input count={{ show: true, max: 200 }} placeholder="e.g. Hand over 12 pools on time" />
      </Form.Item>
      <Form.Item name="description" label="How it is measured">
        <Input.TextArea rows={2} count={{ show: true, max: 2000 }} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="weight" label="Weight (%)">
          <InputNumber style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="dueDate" label="Due date">
          <Input type="date" />
        </Form.Item>
      </Space>
      <Typography.Paragraph
        data-testid="weight-sum"
        type={live.ok ? 'success' : live.sum > TOTAL_WEIGHT ? 'danger' : 'secondary'}
      >
        {live.text}
      </Typography.Paragraph>
      {formError && <Alert type="error" title={formError} style={{ marginBottom: 12 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {initial ? 'Save goal' : 'Add goal'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </Form>
  );
}
