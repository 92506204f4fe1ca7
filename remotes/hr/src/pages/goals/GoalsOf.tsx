import { fetchGoalSheet, fieldErrorsOf, messageOf, rateGoal } from '@managewell/api';
import { ERROR_CODES, type GoalView, isApiErrorBody, type PersonGoals } from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  useAntApp,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { Text } from '@managewell/ui/light';
import { Button, Input, Progress, Rate, Space } from 'antd';
import { useState } from 'react';

export function GoalsOf({ person, onSaved }: { person: PersonGoals; onSaved: () => void }) {
  const sheet = person.appraisal;
  if (!sheet || sheet.goals.length === 0) return <Text type="secondary">No goals yet.</Text>;
  const rateable = sheet.status !== 'draft';
  return (
    <DataTable
      label={`Goals of ${person.employeeName}`}
      rowKey="id"
      size="small"
      dataSource={sheet.goals}
      columns={[
        {
          key: 'goal',
          title: 'Goal',
          render: (g) => (
            <>
              <strong>{g.title}</strong>
              <div>
                <Text type="secondary">{g.description}</Text>
              </div>
              {g.updates[0] && <Text type="secondary">Latest: “{g.updates[0].note}”</Text>}
            </>
          ),
        },
        { key: 'weight', title: 'Weight', width: 80, render: (g) => `${g.weight} %` },
        {
          key: 'progress',
          title: 'Progress',
          width: 140,
          render: (g) => <Progress percent={g.progress} size="small" />,
        },
        {
          key: 'self',
          title: 'Self',
          width: 150,
          render: (g) =>
            g.selfRating ? (
              <span title={g.selfComment ?? ''}>
                <Rate disabled value={g.selfRating} style={{ fontSize: 12 }} />
              </span>
            ) : (
              '—'
            ),
        },
        {
          key: 'rating',
          title: 'Rating',
          render: (g) =>
            rateable ? (
              <RateGoal goal={g} sheetId={sheet.id} onSaved={onSaved} />
            ) : (
              <Text type="secondary">Not submitted</Text>
            ),
        },
      ]}
    />
  );
}

/** A goal's rating as the form edits it. */
interface RatingValues {
  rating: number;
  comment: string;
}
const RATING_FIELDS: Record<string, string> = { rating: 'Rating', comment: 'Comment' };
export const ratingValuesOf = (goal: GoalView): RatingValues => ({
  rating: goal.rating ?? 0,
  comment: goal.ratingComment ?? '',
});

/** Rates one goal in place: stars and an optional comment, on the version shown. */
export function RateGoal({
  goal,
  sheetId,
  onSaved,
}: {
  goal: GoalView;
  sheetId: number;
  onSaved: () => void;
}) {
  const [comment, setComment] = useState(goal.ratingComment ?? '');
  const [value, setValue] = useState(goal.rating ?? 0);
  const [saving, setSaving] = useState(false);
  const { message } = useAntApp();
  // A stale save: the merge of the rating loaded, mine and the rating as now saved.
  const conflicts = useFieldMerge<RatingValues, GoalView>();
  const merge = conflicts.merge;
  const loaded = ratingValuesOf(goal);
  useUnsavedChangesGuard(
    !saving && (value !== loaded.rating || comment !== loaded.comment || merge !== null),
  );
  const save = async (values: RatingValues = { rating: value, comment }) => {
    setSaving(true);
    try {
      // After a merge the save goes on top of the version saved meanwhile.
      await rateGoal(goal.id, { ...values, version: (merge?.current ?? goal).version });
      void message.success('Rating saved.');
      conflicts.close();
      onSaved();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry the goal as now saved: the merge fetches its sheet.
      const merged = stale
        ? await conflicts.mergeWithServer(goal, values, {
            fetch: async () => {
              const now = (await fetchGoalSheet(sheetId)).goals.find((g) => g.id === goal.id);
              if (!now) throw new Error('The goal is gone.');
              return now;
            },
            version: (now) => now.version,
            values: ratingValuesOf,
          })
        : null;
      if (merged) {
        setValue(merged.rating);
        setComment(merged.comment);
      } else {
        const fields = fieldErrorsOf(failure);
        void message.error(Object.values(fields)[0] ?? messageOf(failure));
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space wrap>
      <Rate aria-label={`Rating of ${goal.title}`} value={value} onChange={setValue} />
      <Input
        size="small"
        placeholder="Comment"
        aria-label={`Comment on ${goal.title}`}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        style={{ width: 220 }}
        count={{ show: true, max: 2000 }}
      />
      <Button size="small" type="primary" loading={saving} disabled={value === 0} onClick={() => void save()}>
        {goal.rating ? 'Update' : 'Rate'}
      </Button>
      {merge && (
        <ConflictPanel
          by={merge.current.ratedBy}
          thing="rating"
          conflict={merge.result}
          labelOf={(field) => RATING_FIELDS[field] ?? field}
          saving={saving}
          onSave={(choices: Record<string, ConflictChoice>) => {
            const values = conflicts.settle({ rating: value, comment }, choices);
            setValue(values.rating);
            setComment(values.comment);
            void save(values);
          }}
          onTakeTheirs={() => {
            conflicts.close();
            onSaved();
          }}
        />
      )}
    </Space>
  );
}
