import { HR_EXPORT_URLS, selfApi } from '@managewell/api';
import { type LeaveRequest, leaveDays, leaveRequestInput } from '@managewell/api/contract';
import {
  EmptyState,
  ErrorState,
  ExportButton,
  PageHeader,
  PageSpinner,
  useAntApp,
  useRemoteData,
} from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { WholeListFrame } from '@managewell/ui/list';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Statistic,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { days, formatDate, StatusTag, showFailure, showIssues } from './shared';

interface Values {
  leaveTypeId?: number;
  range?: [Dayjs, Dayjs];
  startHalf?: boolean;
  endHalf?: boolean;
  reason?: string;
}

// The optional-holiday chooser loads after the leave form (see docs/decisions/0011-load-on-first-use.md).
const MyHolidays = lazy(() => import('./MyHolidays').then((m) => ({ default: m.MyHolidays })));

/** Self-service: balances, a leave request with half days, my requests (cancel before start), my team's approvals. */
export function LeaveRequestPage() {
  const { message } = useAntApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.leave(), `leave-${attempt}`);
  const values = Form.useWatch([], form) as Values | undefined;
  const holidays = useMemo(() => new Set(data.data?.holidays.map((h) => h.date)), [data.data]);
  const range = values?.range;
  const counted =
    range?.[0] && range[1]
      ? leaveDays(
          range[0].format('YYYY-MM-DD'),
          range[1].format('YYYY-MM-DD'),
          { startHalf: values?.startHalf, endHalf: values?.endHalf },
          holidays,
        )
      : null;

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const { balances, requests, leaveTypes, teamPending } = data.data;

  const submit = async (v: Values) => {
    setError(null);
    const body = leaveRequestInput.safeParse({
      leaveTypeId: v.leaveTypeId,
      startDate: v.range?.[0]?.format('YYYY-MM-DD') ?? '',
      endDate: v.range?.[1]?.format('YYYY-MM-DD') ?? '',
      startHalf: Boolean(v.startHalf),
      endHalf: Boolean(v.endHalf),
      reason: v.reason ?? '',
    });
    if (!body.success) {
      showIssues(form, body.error.issues, { startDate: 'range', endDate: 'range' });
      return;
    }
    setBusy(true);
    try {
      await selfApi.requestLeave(body.data);
      message.success('Your leave request was sent for approval.');
      form.resetFields();
      setAttempt((n) => n + 1);
    } catch (failure) {
      const text = showFailure(form, failure);
      const fields = (failure as { response?: { data?: { fields?: Record<string, string> } } }).response?.data
        ?.fields;
      if (fields?.startDate || fields?.endDate)
        form.setFields([{ name: 'range', errors: [fields.startDate ?? fields.endDate ?? ''] }]);
      setError(text);
    } finally {
      setBusy(false);
    }
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(null, failure));
    }
  };

  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <PageHeader title="Leave request" subtitle={`Your balances for ${data.data.year}`} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {balances.map((b) => (
          <Col xs={12} md={6} key={b.leaveTypeId}>
            <Card size="small" data-testid={`balance-${b.code}`}>
              <Statistic
                title={b.name}
                value={b.available ?? '—'}
                suffix={b.available === null ? undefined : `/ ${b.allocated}`}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {b.available === null
                  ? `${b.taken} taken, no limit`
                  : `${b.taken} taken · ${b.pending} pending${b.carried ? ` · ${b.carried} carried` : ''}`}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Ask for leave">
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
            <Form form={form} layout="vertical" onFinish={submit} disabled={busy} requiredMark="optional">
              <Form.Item
                name="leaveTypeId"
                label="Leave type"
                rules={[{ required: true, message: 'Choose a leave type.' }]}
              >
                <Select
                  aria-label="Leave type"
                  options={leaveTypes.map((t) => ({ value: t.id, label: t.name }))}
                  placeholder="Choose"
                />
              </Form.Item>
              <Form.Item
                name="range"
                label="Dates"
                rules={[{ required: true, message: 'Choose the first and last day.' }]}
              >
                <DatePicker.RangePicker style={{ width: '100%' }} format="D MMM YYYY" aria-label="Dates" />
              </Form.Item>
              <Space wrap>
                <Form.Item name="startHalf" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>First day: afternoon only</Checkbox>
                </Form.Item>
                <Form.Item name="endHalf" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>Last day: morning only</Checkbox>
                </Form.Item>
              </Space>
              {counted !== null && (
                <p data-testid="leave-days">
                  {counted > 0
                    ? `${days(counted)} of leave (weekends and holidays not counted).`
                    : 'No working day in these dates.'}
                </p>
              )}
              <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Give a reason.' }]}>
                <Input.TextArea rows={2} count={{ show: true, max: 500 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Send request
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="My requests" extra={<ExportButton url={HR_EXPORT_URLS.myLeaveRequests} query={{}} />}>
            <RequestsTable
              paged
              rows={requests}
              extra={(r) =>
                (r.status === 'pending' || r.status === 'approved') && r.startDate > today ? (
                  <Popconfirm
                    title="Cancel this leave?"
                    onConfirm={() => act(() => selfApi.cancelLeave(r.id), 'Leave cancelled.')}
                  >
                    <Button size="small">Cancel</Button>
                  </Popconfirm>
                ) : null
              }
            />
          </Card>
          <Suspense fallback={null}>
            <MyHolidays onChanged={() => setAttempt((n) => n + 1)} />
          </Suspense>
          {teamPending.length > 0 && (
            <Card title="Waiting for your approval (your team)" style={{ marginTop: 16 }}>
              <RequestsTable
                rows={teamPending}
                showName
                extra={(r) => (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        act(() => selfApi.decideLeave(r.id, { decision: 'approved' }), 'Approved.')
                      }
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        act(() => selfApi.decideLeave(r.id, { decision: 'rejected' }), 'Rejected.')
                      }
                    >
                      Reject
                    </Button>
                  </Space>
                )}
              />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}

function RequestsTable({
  rows,
  extra,
  showName = false,
  paged = false,
}: {
  rows: LeaveRequest[];
  extra: (r: LeaveRequest) => ReactNode;
  showName?: boolean;
  /** Pages the rows (my own requests, which grow over the years), the page in the URL. */
  paged?: boolean;
}) {
  if (rows.length === 0) return <EmptyState description="No leave requests yet." />;
  const columns: DataColumn<LeaveRequest>[] = [
    ...(showName ? [{ key: 'who', title: 'Who', render: (r: LeaveRequest) => r.employeeName }] : []),
    { key: 'type', title: 'Type', render: (r) => r.leaveType },
    {
      key: 'dates',
      title: 'Dates',
      render: (r) =>
        `${formatDate(r.startDate)}${r.endDate !== r.startDate ? ` – ${formatDate(r.endDate)}` : ''}`,
    },
    { key: 'days', title: 'Days', render: (r) => r.days },
    {
      key: 'status',
      title: 'Status',
      render: (r) => (
        <>
          <StatusTag status={r.status} />
          {r.decisionComment && <Typography.Text type="secondary"> “{r.decisionComment}”</Typography.Text>}
        </>
      ),
    },
    { key: 'act', title: '', render: (r) => extra(r) },
  ];
  const table = {
    label: showName ? 'Team requests' : 'My requests',
    rowKey: 'id' as const,
    size: 'small' as const,
    minWidth: 560,
    columns,
  };
  return paged ? (
    <WholeListFrame
      rows={{ data: rows, loading: false, error: undefined, reload: () => {} }}
      errorTitle="The leave requests could not be loaded"
      noun="leave requests"
      pageSizes={false}
      table={table}
    />
  ) : (
    <DataTable {...table} dataSource={rows} />
  );
}
