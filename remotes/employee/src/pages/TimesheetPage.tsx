import { selfApi } from '@managewell/api';
import type { TimesheetEntry } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useAntApp, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Text } from '@managewell/ui/light';
import { Alert, Button, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, StatusTag, showFailure } from './shared';
import { WeekSwitcher } from './WeekSwitcher';

type Draft = Omit<TimesheetEntry, 'id'> & { key: number };
const monday = (d = dayjs()) => d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
let nextKey = 1;

/** Self-service: a week of entries (date, project or lead, task, hours), saved as a draft and submitted. */
export function TimesheetPage() {
  const { message } = useAntApp();
  const [params, setParams] = useSearchParams();
  const week = params.get('week') ?? monday();
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.week(week), `${week}-${attempt}`);
  const [rows, setRows] = useState<Draft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Only the input's fields: a saved entry's id would make the strict week input refuse the whole week.
    if (data.data)
      setRows(
        data.data.entries.map(({ date, project, leadId, task, hours }) => ({
          date,
          project,
          leadId,
          task,
          hours,
          key: nextKey++,
        })),
      );
  }, [data.data]);

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const w = data.data;
  const editable = w.status === 'draft' || w.status === 'rejected';
  const dates = Array.from({ length: 7 }, (_, i) => dayjs(week).add(i, 'day').format('YYYY-MM-DD'));
  const total = rows.reduce((s, r) => s + (r.hours || 0), 0);
  const set = (key: number, patch: Partial<Draft>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = async (andSubmit: boolean) => {
    setError(null);
    setErrors({});
    // The schema (and zod) load when the week is saved, not with the page (see docs/decisions/0008-zod-out-of-first-pages.md).
    const { timesheetWeekInput } = await import('@managewell/api/contract');
    const body = timesheetWeekInput.safeParse({
      entries: rows.map(({ key: _, ...r }) => r),
      version: w.version || undefined,
    });
    if (!body.success) {
      setErrors(Object.fromEntries(body.error.issues.map((i) => [i.path.join('.'), i.message])));
      setError('Some entries need attention: see the marked fields.');
      return;
    }
    setBusy(true);
    try {
      await selfApi.saveWeek(week, body.data);
      if (andSubmit) await selfApi.submitWeek(week);
      message.success(andSubmit ? 'Week submitted for approval.' : 'Draft saved.');
      setAttempt((n) => n + 1);
    } catch (failure) {
      setError(showFailure(null, failure));
      const fields = (failure as { response?: { data?: { fields?: Record<string, string> } } }).response?.data
        ?.fields;
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };
  const err = (i: number, field: string) => errors[`entries.${i}.${field}`];

  return (
    <>
      <PageHeader title="My timesheet" />
      <Panel
        title={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <span>Week of {formatDate(week)}</span>
            <StatusTag status={w.status} />
          </span>
        }
      >
        <div style={{ marginBottom: 12 }}>
          <WeekSwitcher monday={week} onChange={(d) => setParams({ week: monday(dayjs(d)) })} />
        </div>
        {w.decisionComment && (
          <Alert
            type={w.status === 'rejected' ? 'warning' : 'info'}
            title={`${w.decidedBy}: “${w.decisionComment}”`}
            style={{ marginBottom: 12 }}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <DataTable<Draft>
          label="Entries of the week"
          rowKey="key"
          size="small"
          dataSource={rows}
          minWidth={720}
          emptyText="No entries this week."
          columns={[
            {
              key: 'day',
              title: 'Day',
              width: 150,
              render: (r, i) =>
                editable ? (
                  <>
                    <LazySelect
                      aria-label="Day"
                      value={r.date}
                      style={{ width: 140 }}
                      options={dates.map((d) => ({ value: d, label: dayjs(d).format('ddd D MMM') }))}
                      onChange={(date) => set(r.key, { date })}
                    />
                    {err(i, 'date') && <div style={{ color: '#cf1322', fontSize: 12 }}>{err(i, 'date')}</div>}
                  </>
                ) : (
                  dayjs(r.date).format('ddd D MMM')
                ),
            },
            {
              key: 'project',
              title: 'Project or lead',
              render: (r, i) => (
                <Input
                  aria-label="Project"
                  disabled={!editable}
                  value={r.project}
                  status={err(i, 'project') ? 'error' : undefined}
                  placeholder={err(i, 'project')}
                  onChange={(e) => set(r.key, { project: e.target.value })}
                />
              ),
            },
            {
              key: 'task',
              title: 'Task',
              render: (r, i) => (
                <Input
                  aria-label="Task"
                  disabled={!editable}
                  value={r.task}
                  status={err(i, 'task') ? 'error' : undefined}
                  placeholder={err(i, 'task')}
                  onChange={(e) => set(r.key, { task: e.target.value })}
                />
              ),
            },
            {
              key: 'hours',
              title: 'Hours',
              width: 110,
              render: (r, i) => (
                <>
                  <InputNumber
                    aria-label="Hours"
                    disabled={!editable}
                    step={0.5}
                    value={r.hours}
                    status={err(i, 'hours') ? 'error' : undefined}
                    onChange={(h) => set(r.key, { hours: h ?? 0 })}
                  />
                  {err(i, 'hours') && <div style={{ color: '#cf1322', fontSize: 12 }}>{err(i, 'hours')}</div>}
                </>
              ),
            },
            {
              key: 'remove',
              title: '',
              width: 60,
              render: (r) =>
                editable && (
                  <Button
                    size="small"
                    type="text"
                    danger
                    aria-label="Remove entry"
                    onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                  >
                    ✕
                  </Button>
                ),
            },
          ]}
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
          {editable && (
            <Button
              onClick={() =>
                setRows((rs) => [
                  ...rs,
                  {
                    key: nextKey++,
                    date: rs.at(-1)?.date ?? dates[0]!,
                    project: rs.at(-1)?.project ?? '',
                    leadId: null,
                    task: '',
                    hours: 8,
                  },
                ])
              }
            >
              Add entry
            </Button>
          )}
          <Text strong>Total: {total} h</Text>
          {editable && (
            <>
              <Button onClick={() => save(false)} loading={busy}>
                Save draft
              </Button>
              <Button type="primary" onClick={() => save(true)} loading={busy} disabled={rows.length === 0}>
                Submit week
              </Button>
            </>
          )}
        </div>
      </Panel>
    </>
  );
}
