import { fieldErrorsOf, messageOf, rateGoal } from '@managewell/api';
import type { GoalView, PersonGoals } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
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
            rateable ? <RateGoal goal={g} onSaved={onSaved} /> : <Text type="secondary">Not submitted</Text>,
        },
      ]}
    />
  );
}

/** Rates one goal in place: stars and an optional comment, on the version shown. */
export function RateGoal({ goal, onSaved }: { goal: GoalView; onSaved: () => void }) {
  const [comment, setComment] = useState(goal.ratingComment ?? '');
  const [value, setValue] = useState(goal.rating ?? 0);
  const [saving, setSaving] = useState(false);
  const { message } = useAntApp();
  const save = async () => {
    setSaving(true);
    try {
      await rateGoal(goal.id, { rating: value, comment, version: goal.version });
      void message.success('Rating saved.');
      onSaved();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      void message.error(Object.values(fields)[0] ?? messageOf(failure));
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
    </Space>
  );
}
