import { selfApi } from '@managewell/api';
import { type AttendanceDay, type DayStatus, regularisationInput } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useAntApp, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Row,
  Space,
  Tag,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, formatTime, StatusTag, showFailure, showIssues } from './shared';

export const DAY_COLOURS: Record<DayStatus, string> = {
  present: '#d9f7be',
  late: '#fff1b8',
  absent: '#ffccc7',
  leave: '#d6e4ff',
  'half-leave': '#efdbff',
  holiday: '#ffd8bf',
  weekend: '#f0f0f0',
  upcoming: '#ffffff',
};
const WEEK_SLOTS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const LABEL: Record<DayStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  leave: 'Leave',
  'half-leave': 'Half-day leave',
  holiday: 'Holiday',
  weekend: 'Weekend',
  upcoming: '',
};

/** Self-service: check in and out (server time), my month calendar, corrections for forgotten punches. */
export function AttendancePage() {
  const { message } = useAntApp();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? dayjs().format('YYYY-MM');
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.attendance(month), `${month}-${attempt}`);
  const [busy, setBusy] = useState(false);

  const punch = async (kind: 'in' | 'out') => {
    setBusy(true);
    try {
      await (kind === 'in' ? selfApi.checkIn() : selfApi.checkOut());
      message.success(kind === 'in' ? 'Checked in.' : 'Checked out.');
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(null, failure));
    } finally {
      setBusy(false);
    }
  };

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const a = data.data;
  const first = dayjs(`${month}-01`);
  const blanks = (first.day() + 6) % 7;
  const counts: Record<string, number> = {};
  for (const d of a.days) counts[d.status] = (counts[d.status] ?? 0) + 1;

  return (
    <>
      <PageHeader title="My attendance" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="Today">
            <p data-testid="attendance-state">
              {a.openSince
                ? `Checked in at ${formatTime(a.openSince)}.`
                : a.checkedOutToday
                  ? 'You have checked in and out today.'
                  : 'You have not checked in today.'}
            </p>
            <Space>
              <Button
                type="primary"
                onClick={() => punch('in')}
                loading={busy}
                disabled={Boolean(a.openSince) || a.checkedOutToday}
              >
                Check in
              </Button>
              <Button onClick={() => punch('out')} loading={busy} disabled={!a.openSince}>
                Check out
              </Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
              The time is taken from the server, not this device.
            </Typography.Paragraph>
          </Card>
          <RegularisationCard onDone={() => setAttempt((n) => n + 1)} />
        </Col>
        <Col xs={24} lg={16}>
          <Card
            title={first.format('MMMM YYYY')}
            extra={
              <DatePicker
                picker="month"
                value={first}
                allowClear={false}
                aria-label="Month"
                onChange={(d) => d && setParams({ month: d.format('YYYY-MM') })}
              />
            }
          >
            <div
              className="mw-month"
              data-testid="attendance-calendar"
              style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}
            >
              {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
                <div key={d} style={{ textAlign: 'center', fontWeight: 600, fontSize: 12 }}>
                  {d}
                </div>
              ))}
              {WEEK_SLOTS.slice(0, blanks).map((slot) => (
                <div key={slot} />
              ))}
              {a.days.map((d) => (
                <DayCell key={d.date} day={d} today={d.date === a.today} />
              ))}
            </div>
            <Space wrap style={{ marginTop: 12 }}>
              {(['present', 'late', 'absent', 'leave', 'half-leave', 'holiday'] as DayStatus[]).map((s) => (
                <Tag key={s} color={DAY_COLOURS[s]} style={{ color: '#333' }}>
                  {LABEL[s]}: {counts[s] ?? 0}
                </Tag>
              ))}
            </Space>
          </Card>
          <Card title="My corrections" style={{ marginTop: 16 }}>
            <DataTable
              label="My corrections"
              rowKey="id"
              size="small"
              dataSource={a.regularisations}
              emptyText="No corrections asked for."
              columns={[
                { key: 'day', title: 'Day', render: (r) => formatDate(r.date) },
                { key: 'times', title: 'Times', render: (r) => `${r.checkIn}–${r.checkOut}` },
                { key: 'reason', title: 'Reason', render: (r) => r.reason },
                { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function DayCell({ day, today }: { day: AttendanceDay; today: boolean }) {
  const title = [
    LABEL[day.status],
    day.holiday,
    day.checkIn && `In ${formatTime(day.checkIn)}`,
    day.checkOut && `Out ${formatTime(day.checkOut)}`,
    day.missingCheckOut && 'No check-out: ask for a correction',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      title={`${day.date}: ${title || 'no record'}`}
      data-status={day.status}
      style={{
        background: DAY_COLOURS[day.status],
        border: today ? '2px solid #1677ff' : '1px solid #f0f0f0',
        borderRadius: 6,
        minHeight: 52,
        padding: 4,
        fontSize: 12,
        color: '#333',
      }}
    >
      <strong>{Number(day.date.slice(8))}</strong>
      {day.checkIn && <div>{formatTime(day.checkIn)}</div>}
      {day.missingCheckOut && <div style={{ color: '#cf1322' }}>no out</div>}
      {day.holiday && (
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {day.holiday}
        </div>
      )}
    </div>
  );
}

function RegularisationCard({ onDone }: { onDone: () => void }) {
  const { message } = useAntApp();
  const [form] = Form.useForm<{ date?: Dayjs; checkIn?: Dayjs; checkOut?: Dayjs; reason?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { date?: Dayjs; checkIn?: Dayjs; checkOut?: Dayjs; reason?: string }) => {
    setError(null);
    const body = regularisationInput.safeParse({
      date: v.date?.format('YYYY-MM-DD') ?? '',
      checkIn: v.checkIn?.format('HH:mm') ?? '',
      checkOut: v.checkOut?.format('HH:mm') ?? '',
      reason: v.reason ?? '',
    });
    if (!body.success) {
      showIssues(form, body.error.issues);
      return;
    }
    setBusy(true);
    try {
      await selfApi.regularise(body.data);
      message.success('Correction sent to HR.');
      form.resetFields();
      onDone();
    } catch (failure) {
      setError(showFailure(form, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Correct a day (forgotten punch)" style={{ marginTop: 16 }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item name="date" label="Day" rules={[{ required: true, message: 'Choose the day.' }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Space>
          <Form.Item name="checkIn" label="In (IST)" rules={[{ required: true, message: 'Required.' }]}>
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
          <Form.Item name="checkOut" label="Out (IST)" rules={[{ required: true, message: 'Required.' }]}>
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Give a reason.' }]}>
          <Input count={{ show: true, max: 500 }} />
        </Form.Item>
        <Button htmlType="submit" loading={busy}>
          Ask HR
        </Button>
      </Form>
    </Card>
  );
}
