import {
  addGoalProgress,
  addMyGoal,
  deleteMyGoal,
  fetchMyGoals,
  messageOf,
  selfRateGoal,
  submitMyGoals,
  updateMyGoal,
} from '@managewell/api';
import {
  type AppraisalView,
  ERROR_CODES,
  type GoalView,
  isApiErrorBody,
  PROGRESS_PERCENT_RULE,
  RATING_LABELS,
  weightProblem,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  EmptyState,
  ErrorState,
  PageHeader,
  useAntApp,
  useFieldMerge,
  useRemoteData,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { numberRule } from '@managewell/ui/number-rule';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Progress,
  Rate,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateLabel } from '../people/format';
import { showFailure } from '../shared';
import { GoalForm } from './GoalForm';

const STATUS_COLOUR = { draft: 'blue', submitted: 'gold', rated: 'green' } as const;
const score = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} of 5`);

type Action = { kind: 'progress' | 'rate'; goal: GoalView } | null;

/** The action's fields as the form edits them (the progress note is new each time). */
type ActionValues = { percent?: number; note?: string; rating?: number; comment?: string };
const ACTION_LABELS: Record<string, string> = {
  percent: 'Progress (%)',
  note: 'What was done',
  rating: 'My rating',
  comment: 'Comment',
};
/** A goal as the action's form shows it. */
export const actionValuesOf = (kind: 'progress' | 'rate', goal: GoalView): ActionValues =>
  kind === 'progress'
    ? { percent: goal.progress, note: '' }
    : { rating: goal.selfRating ?? undefined, comment: goal.selfComment ?? '' };

export function ActionModal({
  action,
  fetchCurrent,
  onClose,
}: {
  action: NonNullable<Action>;
  /** The goal as now saved, for the merge of a stale save. */
  fetchCurrent: (id: number) => Promise<GoalView>;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Cancel closes the dialog without asking; leaving the page with edits asks.
  useUnsavedChangesGuard(dirty && !saving);
  // A stale save: the merge of the goal as loaded, what I typed and the goal as now saved.
  const conflicts = useFieldMerge<ActionValues, GoalView>();
  const merge = conflicts.merge;
  const { goal } = action;
  const save = async (values: ActionValues) => {
    setSaving(true);
    setError(null);
    // After a merge the save goes on top of the version saved meanwhile.
    const version = (merge?.current ?? goal).version;
    try {
      if (action.kind === 'progress')
        await addGoalProgress(goal.id, {
          percent: values.percent ?? 0,
          note: values.note ?? '',
          version,
        });
      else
        await selfRateGoal(goal.id, {
          rating: values.rating ?? 0,
          comment: values.comment ?? '',
          version,
        });
      setDirty(false);
      onClose(true);
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the goal as now saved: the merge fetches it.
      const merged = stale
        ? await conflicts.mergeWithServer(goal, values, {
            fetch: () => fetchCurrent(goal.id),
            version: (now) => now.version,
            values: (now) => actionValuesOf(action.kind, now),
          })
        : null;
      if (merged) form.setFieldsValue(merged);
      else setError(showFailure(form, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${action.kind === 'progress' ? 'Progress' : 'Self-rating'}: ${goal.title}`}
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={actionValuesOf(action.kind, goal)}
        onFinish={(v) => void save(v)}
        onValuesChange={() => setDirty(true)}
      >
        {action.kind === 'progress' ? (
          <>
            <Form.Item name="percent" label="Progress (%)" rules={[numberRule(PROGRESS_PERCENT_RULE)]}>
              {/* No min/max/precision: they would clamp or round what was typed; the rule says why. */}
              <InputNumber />
            </Form.Item>
            <Form.Item name="note" label="What was done">
              <Input.TextArea rows={3} count={{ show: true, max: 1000 }} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="rating" label="My rating">
              <Rate tooltips={RATING_LABELS.slice(1)} />
            </Form.Item>
            <Form.Item name="comment" label="Comment">
              <Input.TextArea rows={3} count={{ show: true, max: 2000 }} />
            </Form.Item>
          </>
        )}
        {error && <Alert type="error" title={error} />}
        {merge && (
          <ConflictPanel
            thing="goal"
            conflict={merge.result}
            labelOf={(field) => ACTION_LABELS[field] ?? field}
            saving={saving}
            onSave={(choices: Record<string, ConflictChoice>) => {
              const values = conflicts.settle(form.getFieldsValue(true), choices);
              form.setFieldsValue(values);
              void save(values);
            }}
            onTakeTheirs={() => {
              setDirty(false);
              onClose(true);
            }}
          />
        )}
      </Form>
    </Modal>
  );
}

function GoalItem({
  goal,
  sheet,
  editable,
  open,
  onEdit,
  onDelete,
  onAction,
}: {
  goal: GoalView;
  sheet: AppraisalView;
  editable: boolean;
  open: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAction: (kind: 'progress' | 'rate') => void;
}) {
  const tracking = open && sheet.status === 'submitted';
  return (
    <List.Item
      actions={[
        ...(editable
          ? [
              <Button key="edit" size="small" onClick={onEdit}>
                Edit
              </Button>,
              <Popconfirm key="delete" title="Remove this goal?" onConfirm={onDelete}>
                <Button size="small" danger>
                  Remove
                </Button>
              </Popconfirm>,
            ]
          : []),
        ...(tracking
          ? [
              <Button key="progress" size="small" onClick={() => onAction('progress')}>
                Update progress
              </Button>,
              <Button key="rate" size="small" onClick={() => onAction('rate')}>
                Rate myself
              </Button>,
            ]
          : []),
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap>
            {goal.title}
            <Tag>{goal.weight} %</Tag>
            <Typography.Text type="secondary">due {dateLabel(goal.dueDate)}</Typography.Text>
          </Space>
        }
        description={
          <>
            {goal.description && (
              <Typography.Paragraph style={{ marginBottom: 4 }}>{goal.description}</Typography.Paragraph>
            )}
            <div style={{ maxWidth: 360 }}>
              <Progress percent={goal.progress} size="small" />
            </div>
            <Space wrap size="large">
              <span>
                Self:{' '}
                {goal.selfRating ? <Rate disabled value={goal.selfRating} style={{ fontSize: 14 }} /> : '—'}
              </span>
              <span>
                Rating: {goal.rating ? <Rate disabled value={goal.rating} style={{ fontSize: 14 }} /> : '—'}
                {goal.ratedBy && <Typography.Text type="secondary"> by {goal.ratedBy}</Typography.Text>}
              </span>
            </Space>
            {goal.ratingComment && (
              <Alert style={{ marginTop: 6 }} type="info" title={`“${goal.ratingComment}”`} />
            )}
            {goal.updates.length > 0 && (
              <details style={{ marginTop: 6 }}>
                <summary>Progress history ({goal.updates.length})</summary>
                <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                  {goal.updates.map((u) => (
                    <li key={`${u.at}-${u.percent}`}>
                      {dateLabel(u.at)}: {u.percent} % — {u.note}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        }
      />
    </List.Item>
  );
}

/**
 * /app/employee/goal-performance: my goals in the current cycle (added and edited while the cycle is
 * open and they are not submitted; weights must add up to 100 to submit), progress updates and
 * self-rating after submitting, HR's or the manager's rating and the final score. Earlier cycles
 * (?cycle=) are read-only.
 */
export function GoalPerformancePage() {
  const [params, setParams] = useSearchParams();
  const cycleId = Number(params.get('cycle')) || undefined;
  const { data, error, loading, reload } = useRemoteData(() => fetchMyGoals(cycleId), String(cycleId));
  const { message } = useAntApp();
  const [editing, setEditing] = useState<GoalView | 'new' | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [submitting, setSubmitting] = useState(false);

  if (error) return <ErrorState error={error} onRetry={reload} />;
  const sheet = data?.appraisal ?? null;
  const goals = sheet?.goals ?? [];
  const total = goals.reduce((sum, g) => sum + g.weight, 0);
  const problem = weightProblem(goals.map((g) => g.weight));
  const open = data?.cycle?.status === 'open';
  const otherWeights = editing && editing !== 'new' ? total - editing.weight : total;

  const saveGoal = async (values: Parameters<typeof addMyGoal>[0], version?: number) => {
    if (editing && editing !== 'new')
      await updateMyGoal(editing.id, { ...values, version: version ?? editing.version });
    else await addMyGoal(values);
    setEditing(null);
    void message.success('Goal saved.');
    reload();
  };
  const submit = async () => {
    if (!sheet) return;
    setSubmitting(true);
    try {
      await submitMyGoals(sheet.version);
      void message.success('Goals submitted to HR and your manager.');
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader title="Goals and performance" />
      <Card loading={loading && !data}>
        {data && data.cycles.length === 0 ? (
          <EmptyState description="No appraisal cycle has been opened yet." />
        ) : (
          data && (
            <>
              <Space wrap style={{ marginBottom: 12 }}>
                <Select
                  aria-label="Cycle"
                  value={data.cycle?.id}
                  style={{ width: 240 }}
                  options={data.cycles.map((c) => ({ value: c.id, label: `${c.name} (${c.status})` }))}
                  onChange={(value) =>
                    setParams(
                      value === data.cycles.find((c) => c.status === 'open')?.id
                        ? {}
                        : { cycle: String(value) },
                    )
                  }
                />
                {sheet && (
                  <Tag color={STATUS_COLOUR[sheet.status]}>
                    {sheet.status === 'draft'
                      ? 'Not submitted'
                      : sheet.status === 'submitted'
                        ? 'Submitted'
                        : 'Rated'}
                  </Tag>
                )}
                {!open && <Tag>Read-only</Tag>}
              </Space>
              {sheet && (
                <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 12 }}>
                  <Descriptions.Item label="Weights">{total} %</Descriptions.Item>
                  <Descriptions.Item label="Progress">{sheet.progress} %</Descriptions.Item>
                  <Descriptions.Item label="Self score">{score(sheet.selfScore)}</Descriptions.Item>
                  <Descriptions.Item label="Final score">
                    <strong data-testid="final-score">{score(sheet.score)}</strong>
                  </Descriptions.Item>
                </Descriptions>
              )}
              {goals.length === 0 ? (
                <EmptyState
                  description={open ? 'No goals yet: add your first goal.' : 'No goals in this cycle.'}
                />
              ) : (
                <List
                  itemLayout="vertical"
                  dataSource={goals}
                  renderItem={(goal) => (
                    <GoalItem
                      goal={goal}
                      sheet={sheet!}
                      editable={data.editable}
                      open={open}
                      onEdit={() => setEditing(goal)}
                      onDelete={() =>
                        void deleteMyGoal(goal.id, goal.version).then(
                          reload,
                          (f) => void message.error(messageOf(f)),
                        )
                      }
                      onAction={(kind) => setAction({ kind, goal })}
                    />
                  )}
                />
              )}
              {data.editable && (
                <Space direction="vertical" style={{ marginTop: 12, width: '100%' }}>
                  {editing === null && (
                    <Button onClick={() => setEditing('new')} disabled={total >= 100}>
                      Add a goal
                    </Button>
                  )}
                  {sheet && (
                    <Space wrap>
                      <Button
                        type="primary"
                        loading={submitting}
                        disabled={problem !== null}
                        onClick={() => void submit()}
                      >
                        Submit goals
                      </Button>
                      <Typography.Text type={problem ? 'warning' : 'success'}>
                        {problem ?? 'Weights add up to 100 %: ready to submit.'}
                      </Typography.Text>
                    </Space>
                  )}
                </Space>
              )}
            </>
          )
        )}
      </Card>
      {editing && data?.cycle && (
        <Card title={editing === 'new' ? 'New goal' : `Edit: ${editing.title}`} style={{ marginTop: 16 }}>
          <GoalForm
            key={editing === 'new' ? 'new' : editing.id}
            goal={editing === 'new' ? undefined : editing}
            fetchCurrent={async () => {
              const id = editing === 'new' ? 0 : editing.id;
              const now = (await fetchMyGoals(cycleId)).appraisal?.goals.find((g) => g.id === id);
              if (!now) throw new Error('The goal is gone.');
              return now;
            }}
            otherWeights={otherWeights}
            defaultDueDate={data.cycle.endDate}
            onSave={saveGoal}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      {action && (
        <ActionModal
          action={action}
          fetchCurrent={async (id) => {
            const now = (await fetchMyGoals(cycleId)).appraisal?.goals.find((g) => g.id === id);
            if (!now) throw new Error('The goal is gone.');
            return now;
          }}
          onClose={(saved) => {
            setAction(null);
            if (saved) {
              void message.success('Saved.');
              reload();
            }
          }}
        />
      )}
    </>
  );
}
