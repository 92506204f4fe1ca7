import {
  ERROR_CODES,
  type GoalInput,
  type GoalView,
  goalInput,
  isApiErrorBody,
  TOTAL_WEIGHT,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  showSaveFailure,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Alert, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';

const FIELDS = ['title', 'description', 'weight', 'dueDate'] as const;
const LABELS: Record<string, string> = {
  title: 'Goal',
  description: 'How it is measured',
  weight: 'Weight (%)',
  dueDate: 'Due date',
};

/** A saved goal as the form edits it. */
export const goalValuesOf = (goal: GoalView): GoalInput => ({
  title: goal.title,
  description: goal.description,
  weight: goal.weight,
  dueDate: goal.dueDate,
});

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
  goal,
  fetchCurrent,
  otherWeights,
  defaultDueDate,
  onSave,
  onCancel,
}: {
  /** The goal edited; none for a new one. */
  goal?: GoalView;
  /** The goal as now saved, for the merge of a stale save. */
  fetchCurrent?: () => Promise<GoalView>;
  otherWeights: number;
  defaultDueDate: string;
  /** Saves the values on `version` (the goal's, or after a merge the one saved meanwhile). */
  onSave: (values: GoalInput, version?: number) => Promise<void>;
  onCancel: () => void;
}) {
  const initial = goal ? goalValuesOf(goal) : undefined;
  const [form] = Form.useForm<GoalInput>();
  const [dirty, setDirty] = useState(false);
  // Cancel closes the form without asking; leaving the page with edits asks.
  useUnsavedChangesGuard(dirty);
  // A stale save: the merge of the goal as loaded, what I typed and the goal as now saved.
  const conflicts = useFieldMerge<GoalInput, GoalView>();
  const merge = conflicts.merge;
  const weight = Form.useWatch('weight', form) as number | null | undefined;
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const live = weightSumLabel(otherWeights, weight);

  // Messages set by hand stay until cleared: a field's goes when it is edited, and all before a check.
  const clearErrors = (names: readonly string[]) =>
    form.setFields(names.map((name) => ({ name: name as keyof GoalInput, errors: [] })));

  const save = async (values: GoalInput) => {
    setFormError(null);
    clearErrors(FIELDS);
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
      await onSave(parsed.data, (merge?.current ?? goal)?.version);
      setDirty(false);
      conflicts.close();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the goal as now saved: the merge fetches it.
      const merged =
        stale && goal && fetchCurrent
          ? await conflicts.mergeWithServer(goal, values, {
              fetch: fetchCurrent,
              version: (now) => now.version,
              values: goalValuesOf,
            })
          : null;
      if (merged) form.setFieldsValue(merged);
      else setFormError(showSaveFailure(form, failure, [...FIELDS]));
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
      onValuesChange={(changed) => {
        setDirty(true);
        clearErrors(Object.keys(changed));
      }}
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
      {merge && (
        <ConflictPanel
          thing="goal"
          conflict={merge.result}
          labelOf={(field) => LABELS[field] ?? field}
          saving={saving}
          onSave={(choices: Record<string, ConflictChoice>) => {
            const values = conflicts.settle(form.getFieldsValue(true), choices);
            form.setFieldsValue(values);
            void save(values);
          }}
          onTakeTheirs={() => {
            form.setFieldsValue(goalValuesOf(merge.current));
            setDirty(false);
          }}
        />
      )}
    </Form>
  );
}
