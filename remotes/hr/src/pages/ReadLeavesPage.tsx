import { hrApi } from '@managewell/api';
import { DECISION_STATUSES, DEPARTMENTS, type LeaveRequest } from '@managewell/api/contract';
import { ErrorState, PageHeader, useRemoteData } from '@managewell/ui';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  List,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecideButtons, formatDate, StatusTag, showFailure } from './shared';

/** HR: every leave request (pending first, filters in the URL), who is away today, the holiday calendar. */
export function ReadLeavesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'requests';
  return (
    <>
      <PageHeader title="Leaves" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'requests' ? {} : { tab: key })}
        items={[
          { key: 'requests', label: 'Requests', children: <Requests /> },
          { key: 'holidays', label: 'Holiday calendar', children: <Holidays /> },
        ]}
      />
    </>
  );
}

function Requests() {
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const query = {
    status: params.get('status') ?? undefined,
    department: params.get('department') ?? undefined,
    leaveTypeId: params.get('leaveTypeId') ?? undefined,
    q: params.get('q') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
  };
  const data = useRemoteData(() => hrApi.leaveRequests(query), `${params.toString()}-${attempt}`);
  const away = useRemoteData(() => hrApi.awayToday(), `away-${attempt}`);
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Card>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              aria-label="Search"
              placeholder="Name or code"
              allowClear
              defaultValue={query.q}
              onSearch={(q) => update({ q: q.trim() })}
              style={{ width: 200 }}
            />
            <Select
              aria-label="Status"
              allowClear
              placeholder="Status"
              style={{ width: 140 }}
              value={query.status}
              onChange={(v) => update({ status: v })}
              options={DECISION_STATUSES.map((s) => ({ value: s, label: s }))}
            />
            <Select
              aria-label="Department"
              allowClear
              placeholder="Department"
              style={{ width: 200 }}
              value={query.department}
              onChange={(v) => update({ department: v })}
              options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
            />
            <DatePicker.RangePicker
              aria-label="Dates"
              value={query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null}
              onChange={(r) =>
                update({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })
              }
            />
          </Space>
          <Table<LeaveRequest>
            rowKey="id"
            loading={data.loading}
            dataSource={data.data?.items}
            scroll={{ x: 900 }}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: data.data?.total ?? 0,
              showTotal: (t) => `${t} requests`,
              onChange: (page, pageSize) => update({ page, pageSize }),
            }}
            columns={[
              { title: 'Employee', render: (_, r) => `${r.employeeName} (${r.employeeCode})` },
              { title: 'Department', dataIndex: 'department' },
              { title: 'Type', dataIndex: 'leaveType' },
              {
                title: 'Dates',
                render: (_, r) =>
                  `${formatDate(r.startDate)}${r.startHalf ? ' (pm)' : ''}${r.endDate !== r.startDate ? ` – ${formatDate(r.endDate)}` : ''}${r.endHalf ? ' (am)' : ''}`,
              },
              { title: 'Days', dataIndex: 'days' },
              { title: 'Reason', dataIndex: 'reason', ellipsis: true },
              {
                title: 'Status',
                render: (_, r) => (
                  <>
                    <StatusTag status={r.status} />
                    {r.decidedBy && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.decidedBy}
                        {r.decisionComment ? `: “${r.decisionComment}”` : ''}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              {
                title: '',
                render: (_, r) =>
                  r.status === 'pending' && (
                    <DecideButtons
                      decide={(body) => hrApi.decideLeave(r.id, body)}
                      onDone={() => setAttempt((n) => n + 1)}
                    />
                  ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={6}>
        <Card title="Away today">
          <List
            loading={away.loading}
            dataSource={away.data}
            locale={{ emptyText: 'Nobody is on leave today.' }}
            renderItem={(a) => (
              <List.Item>
                <List.Item.Meta
                  title={a.employeeName}
                  description={`${a.leaveType}${a.halfDay ? ', half day' : ''} · until ${formatDate(a.endDate)}`}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}

function Holidays() {
  const { message } = App.useApp();
  const [year, setYear] = useState(dayjs().year());
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => hrApi.holidays(year), `${year}-${attempt}`);
  const [form] = Form.useForm<{ date?: Dayjs; name?: string }>();
  const add = async (v: { date?: Dayjs; name?: string }) => {
    try {
      await hrApi.addHoliday({ date: v.date?.format('YYYY-MM-DD') ?? '', name: v.name ?? '' });
      form.resetFields();
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  return (
    <Card
      extra={
        <Select
          aria-label="Year"
          value={year}
          onChange={setYear}
          options={[year - 1, year, year + 1].map((y) => ({ value: y, label: y }))}
        />
      }
    >
      <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16 }}>
        <Form.Item name="date" rules={[{ required: true, message: 'Choose the date.' }]}>
          <DatePicker aria-label="Holiday date" />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, message: 'Name it.' }]}>
          <Input placeholder="Holiday name" maxLength={100} />
        </Form.Item>
        <Button htmlType="submit">Add holiday</Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        loading={data.loading}
        dataSource={data.data}
        pagination={false}
        columns={[
          { title: 'Date', render: (_, h) => dayjs(h.date).format('ddd, D MMM YYYY') },
          { title: 'Holiday', dataIndex: 'name' },
          {
            title: '',
            render: (_, h) => (
              <Popconfirm
                title="Remove this holiday?"
                onConfirm={() =>
                  hrApi.removeHoliday(h.id).then(
                    () => setAttempt((n) => n + 1),
                    (f) => message.error(showFailure(null, f)),
                  )
                }
              >
                <Button size="small" type="text" danger>
                  Remove
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
