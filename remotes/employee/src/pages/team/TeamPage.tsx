import { fetchTeamGoalSheets, rateGoal, selfApi } from '@managewell/api';
import type { AppraisalView, CalendarEvent, DecisionInput, MyTeam } from '@managewell/api/contract';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  PageSpinner,
  SimpleList,
  showFailure,
  useAntApp,
  useRemoteData,
} from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { DecideButtons } from '@managewell/ui/decide';
import { Calendar, Card, Col, Rate, Row, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { days, formatDate } from '../shared';

type Pending = MyTeam['pending'];
type Decide = (id: number, body: DecisionInput) => Promise<unknown>;

/** The employee column and, last, the Decide button every pending kind shares. */
function decisionTable<T extends { id: number | null; employeeName: string; employeeCode: string }>(
  label: string,
  rows: readonly T[],
  detail: DataColumn<T>[],
  decide: Decide,
  onDone: () => void,
  emptyText: string,
): ReactNode {
  return (
    <DataTable<T>
      label={label}
      rowKey={(r) => String(r.id)}
      size="small"
      emptyText={emptyText}
      dataSource={rows}
      columns={[
        { key: 'employee', title: 'Employee', render: (r) => `${r.employeeName} (${r.employeeCode})` },
        ...detail,
        {
          key: 'decide',
          title: '',
          render: (r) =>
            r.id !== null && <DecideButtons decide={(body) => decide(r.id!, body)} onDone={onDone} />,
        },
      ]}
    />
  );
}

/** Stars for one goal of a report's submitted sheet; a rating is sent as soon as it is chosen. */
function GoalRating({ goal, onDone }: { goal: AppraisalView['goals'][number]; onDone: () => void }) {
  const { message } = useAntApp();
  const [busy, setBusy] = useState(false);
  return (
    <Rate
      aria-label={`Rate ${goal.title}`}
      disabled={busy}
      value={goal.rating ?? 0}
      onChange={async (rating) => {
        setBusy(true);
        try {
          await rateGoal(goal.id, { rating, version: goal.version });
          message.success('Rated.');
          onDone();
        } catch (failure) {
          message.error(showFailure(null, failure));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

/** The month of holidays and the team's approved leave (the company calendar's layers). */
function TeamCalendar() {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const events = useRemoteData(() => selfApi.teamCalendar(month), month);
  const onDay = (day: Dayjs): CalendarEvent[] => {
    const date = day.format('YYYY-MM-DD');
    // All-day events end the day after their last day.
    return (events.data ?? []).filter((e) => e.start <= date && (e.end ? date < e.end : date === e.start));
  };
  return (
    <Card title="Team calendar">
      {events.error ? <ErrorState error={events.error} onRetry={events.reload} /> : null}
      <Calendar
        onPanelChange={(value) => setMonth(value.format('YYYY-MM'))}
        cellRender={(day, info) =>
          info.type === 'date' ? (
            <Space orientation="vertical" size={2}>
              {onDay(day).map((e) => (
                <Tag
                  key={e.id}
                  color={e.backgroundColor}
                  style={{ color: e.textColor, whiteSpace: 'normal' }}
                >
                  {e.title}
                </Tag>
              ))}
            </Space>
          ) : null
        }
      />
    </Card>
  );
}

/**
 * Self-service: a manager's team — who is away, their requests waiting for a decision (leave,
 * timesheets, overtime, attendance corrections, goal ratings) and the team's calendar.
 */
export function TeamPage() {
  const [attempt, setAttempt] = useState(0);
  const reload = () => setAttempt((n) => n + 1);
  const team = useRemoteData(() => selfApi.team(), `team-${attempt}`);
  const sheets = useRemoteData(() => fetchTeamGoalSheets(), `sheets-${attempt}`);

  if (team.error && !team.data) return <ErrorState error={team.error} onRetry={team.reload} />;
  if (!team.data) return <PageSpinner />;
  const { reports, awayToday, awayThisWeek, pending } = team.data;
  if (reports.length === 0)
    return (
      <>
        <PageHeader title="My team" />
        <EmptyState description="You have no team: nobody reports to you in HR’s records." />
      </>
    );
  const count = (p: Pending) =>
    p.leave.length +
    p.timesheets.length +
    p.overtime.length +
    p.regularisations.length +
    (sheets.data?.length ?? 0);

  return (
    <>
      <PageHeader
        title="My team"
        subtitle={`${reports.length} direct report${reports.length === 1 ? '' : 's'}, ${count(pending)} waiting for you`}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="Away today">
            <SimpleList
              size="small"
              dataSource={awayToday}
              rowKey="employeeId"
              locale={{ emptyText: 'Everyone is in today.' }}
              renderItem={(a) => (
                <SimpleList.Item>
                  <SimpleList.Item.Meta
                    title={a.employeeName}
                    description={`${a.halfDay ? 'Half day' : `Back after ${formatDate(a.endDate)}`}`}
                  />
                </SimpleList.Item>
              )}
            />
          </Card>
          <Card title="Away this week" style={{ marginTop: 16 }}>
            <SimpleList
              size="small"
              dataSource={awayThisWeek}
              rowKey="id"
              locale={{ emptyText: 'Nobody is on leave this week.' }}
              renderItem={(r) => (
                <SimpleList.Item>
                  <SimpleList.Item.Meta
                    title={r.employeeName}
                    description={`${formatDate(r.startDate)}${r.endDate !== r.startDate ? ` – ${formatDate(r.endDate)}` : ''} (${days(r.days)})`}
                  />
                </SimpleList.Item>
              )}
            />
          </Card>
          <Card title="Direct reports" style={{ marginTop: 16 }}>
            <SimpleList
              size="small"
              dataSource={reports}
              rowKey="id"
              renderItem={(p) => (
                <SimpleList.Item>
                  <SimpleList.Item.Meta title={`${p.fullName} (${p.code})`} description={p.designation} />
                </SimpleList.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="Leave requests">
            {decisionTable(
              'Leave requests waiting for you',
              pending.leave,
              [
                {
                  key: 'when',
                  title: 'When',
                  render: (r) =>
                    `${formatDate(r.startDate)}${r.endDate !== r.startDate ? ` – ${formatDate(r.endDate)}` : ''}`,
                },
                { key: 'days', title: 'Days', render: (r) => r.days },
                { key: 'type', title: 'Type', render: (r) => r.leaveType },
                { key: 'reason', title: 'Reason', render: (r) => r.reason },
              ],
              selfApi.decideLeave,
              reload,
              'No leave requests waiting.',
            )}
          </Card>
          <Card title="Timesheets" style={{ marginTop: 16 }}>
            {decisionTable(
              'Timesheets waiting for you',
              pending.timesheets,
              [
                { key: 'week', title: 'Week of', render: (w) => formatDate(w.weekStart) },
                { key: 'hours', title: 'Hours', render: (w) => w.totalHours },
                {
                  key: 'projects',
                  title: 'Projects',
                  render: (w) => [...new Set(w.entries.map((e) => e.project))].join(', '),
                },
              ],
              selfApi.decideTimesheet,
              reload,
              'No timesheets waiting.',
            )}
          </Card>
          <Card title="Overtime" style={{ marginTop: 16 }}>
            {decisionTable(
              'Overtime waiting for you',
              pending.overtime,
              [
                { key: 'day', title: 'Day', render: (r) => formatDate(r.date) },
                { key: 'hours', title: 'Hours', render: (r) => r.hours },
                { key: 'reason', title: 'Reason', render: (r) => r.reason },
              ],
              selfApi.decideOvertime,
              reload,
              'No overtime waiting.',
            )}
          </Card>
          <Card title="Attendance corrections" style={{ marginTop: 16 }}>
            {decisionTable(
              'Attendance corrections waiting for you',
              pending.regularisations,
              [
                { key: 'day', title: 'Day', render: (r) => formatDate(r.date) },
                { key: 'times', title: 'In – out', render: (r) => `${r.checkIn} – ${r.checkOut}` },
                { key: 'reason', title: 'Reason', render: (r) => r.reason },
              ],
              selfApi.decideRegularisation,
              reload,
              'No corrections waiting.',
            )}
          </Card>
          <Card title="Goals to rate" style={{ marginTop: 16 }}>
            {sheets.error ? (
              <ErrorState error={sheets.error} onRetry={sheets.reload} />
            ) : (
              <SimpleList
                dataSource={sheets.data ?? []}
                rowKey="id"
                locale={{ emptyText: 'No goal sheets waiting.' }}
                renderItem={(sheet) => (
                  <SimpleList.Item>
                    <Typography.Text strong>
                      {sheet.employeeName} ({sheet.employeeCode})
                    </Typography.Text>
                    <SimpleList
                      size="small"
                      dataSource={sheet.goals}
                      rowKey="id"
                      renderItem={(goal) => (
                        <SimpleList.Item extra={<GoalRating goal={goal} onDone={reload} />}>
                          <SimpleList.Item.Meta
                            title={`${goal.title} (${goal.weight} %)`}
                            description={`Progress ${goal.progress} %${goal.selfRating ? `, self-rating ${goal.selfRating} of 5` : ''}`}
                          />
                        </SimpleList.Item>
                      )}
                    />
                  </SimpleList.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col span={24}>
          <TeamCalendar />
        </Col>
      </Row>
    </>
  );
}
