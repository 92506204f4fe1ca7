import { HR_EXPORT_URLS, selfApi } from '@managewell/api';
import { overtimeInput } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, PageSpinner, useAntApp, useRemoteData } from '@managewell/ui';
import { WholeListFrame } from '@managewell/ui/list';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Popconfirm, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate, StatusTag, showFailure, showIssues } from './shared';

/** Self-service: overtime requests (date, hours, reason) and their approval; approved hours go to payroll. */
export function OvertimePage() {
  const { message } = useAntApp();
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.overtime(), `ot-${attempt}`);
  const [form] = Form.useForm<{ date?: Dayjs; hours?: number; reason?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: { date?: Dayjs; hours?: number; reason?: string }) => {
    setError(null);
    const body = overtimeInput.safeParse({
      date: v.date?.format('YYYY-MM-DD') ?? '',
      hours: v.hours,
      reason: v.reason ?? '',
    });
    if (!body.success) {
      showIssues(form, body.error.issues);
      return;
    }
    setBusy(true);
    try {
      await selfApi.requestOvertime(body.data);
      message.success('Overtime request sent.');
      form.resetFields();
      setAttempt((n) => n + 1);
    } catch (failure) {
      setError(showFailure(form, failure));
    } finally {
      setBusy(false);
    }
  };

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  return (
    <>
      <PageHeader title="Overtime" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title="Ask for overtime">
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
            <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
              <Form.Item
                name="date"
                label="Day worked"
                rules={[{ required: true, message: 'Choose the day.' }]}
              >
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
              </Form.Item>
              <Form.Item
                name="hours"
                label="Extra hours"
                rules={[{ required: true, message: 'Enter the hours.' }]}
              >
                <InputNumber step={0.5} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Give a reason.' }]}>
                <Input.TextArea rows={2} count={{ show: true, max: 500 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Send
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title="My overtime" extra={<ExportButton url={HR_EXPORT_URLS.myOvertime} query={{}} />}>
            <WholeListFrame
              rows={data}
              errorTitle="Your overtime requests could not be loaded"
              noun="overtime requests"
              emptyText="No overtime asked for yet."
              pageSizes={false}
              table={{
                label: 'My overtime',
                rowKey: 'id',
                size: 'small',
                columns: [
                  { key: 'day', title: 'Day', render: (r) => formatDate(r.date) },
                  { key: 'hours', title: 'Hours', render: (r) => r.hours },
                  { key: 'reason', title: 'Reason', render: (r) => r.reason },
                  { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
                  {
                    key: 'cancel',
                    title: '',
                    render: (r) =>
                      r.status === 'pending' && (
                        <Popconfirm
                          title="Cancel this request?"
                          onConfirm={async () => {
                            try {
                              await selfApi.cancelOvertime(r.id);
                              setAttempt((n) => n + 1);
                            } catch (failure) {
                              message.error(showFailure(null, failure));
                            }
                          }}
                        >
                          <Button size="small">Cancel</Button>
                        </Popconfirm>
                      ),
                  },
                ],
              }}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
