import { fetchMyResignation, messageOf, submitResignation, withdrawResignation } from '@managewell/api';
import { EXIT_CHECKLIST, labelOf, type ResignationView } from '@managewell/api/contract';
import {
  ErrorState,
  PageHeader,
  PageSpinner,
  showSaveFailure,
  useAntApp,
  useRemoteData,
} from '@managewell/ui';
import { Alert, Button, Card, Descriptions, Form, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { dateLabel } from './format';
import { MySettlement } from './MySettlement';

const STATUS_COLOR: Record<ResignationView['status'], string> = {
  submitted: 'blue',
  discussion: 'orange',
  accepted: 'green',
  withdrawn: 'default',
  completed: 'default',
};

function ResignationDetails({ resignation: r }: { resignation: ResignationView }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Status">
        <Tag color={STATUS_COLOR[r.status]}>{labelOf(r.status)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Submitted">{dateLabel(r.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label="Proposed last day">{dateLabel(r.proposedLastDay)}</Descriptions.Item>
      <Descriptions.Item label={`Expected last day (${r.noticeDays} days' notice)`}>
        {dateLabel(r.expectedLastDay)}
      </Descriptions.Item>
      {r.lastWorkingDay && (
        <Descriptions.Item label="Last working day">{dateLabel(r.lastWorkingDay)}</Descriptions.Item>
      )}
      {r.hrNote && <Descriptions.Item label="Note from HR">{r.hrNote}</Descriptions.Item>}
      <Descriptions.Item label="Reason">{r.reason}</Descriptions.Item>
      {(r.status === 'accepted' || r.status === 'completed') && (
        <Descriptions.Item label="Exit checklist">
          {EXIT_CHECKLIST.map((item) => (
            <Tag key={item} color={r.checklist[item] ? 'green' : 'default'}>
              {labelOf(item)}: {r.checklist[item] ? 'done' : 'to do'}
            </Tag>
          ))}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** /app/employee/resignation: resign with a reason and proposed last day; follow HR's decision. */
export function ResignationPage() {
  const { data, error, loading, reload } = useRemoteData(fetchMyResignation, 'mine');
  const [form] = Form.useForm<{ reason: string; proposedLastDay: string }>();
  const { message, modal } = useAntApp();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading && data === undefined) return <PageSpinner />;
  const open = data && ['submitted', 'discussion', 'accepted'].includes(data.status) ? data : null;

  const submit = async (values: { reason: string; proposedLastDay: string }) => {
    setSaving(true);
    setFormError(null);
    try {
      await submitResignation(values);
      void message.success('Your resignation was sent to HR.');
      reload();
    } catch (failure) {
      setFormError(showSaveFailure(form, failure, ['reason', 'proposedLastDay']));
    } finally {
      setSaving(false);
    }
  };

  const withdraw = async () => {
    try {
      await withdrawResignation(open!.version);
      void message.success('Your resignation is withdrawn.');
      reload();
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  return (
    <>
      <PageHeader title="Resignation" />
      {(data?.status === 'accepted' || data?.status === 'completed') && <MySettlement />}
      {open ? (
        <Card
          title="Your resignation"
          extra={
            open.status !== 'accepted' && (
              <Popconfirm title="Withdraw your resignation?" onConfirm={() => void withdraw()}>
                <Button danger>Withdraw</Button>
              </Popconfirm>
            )
          }
        >
          <ResignationDetails resignation={open} />
        </Card>
      ) : (
        <Card title="Resign">
          {data && (
            <Alert
              style={{ marginBottom: 16 }}
              type="info"
              title={`Your last resignation (${dateLabel(data.submittedAt)}) is ${data.status}.`}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            style={{ maxWidth: 560 }}
            onFinish={(v) =>
              modal.confirm({
                title: 'Submit your resignation?',
                content: `HR is told at once, and your notice period starts. Proposed last day: ${dateLabel(v.proposedLastDay)}.`,
                okText: 'Submit resignation',
                cancelText: 'Not now',
                okButtonProps: { danger: true },
                onOk: () => submit(v),
              })
            }
          >
            <Form.Item
              name="reason"
              label="Reason"
              rules={[{ required: true, min: 10, message: 'Please give a reason (at least 10 characters).' }]}
            >
              <Input.TextArea rows={4} count={{ show: true, max: 5000 }} />
            </Form.Item>
            <Form.Item
              name="proposedLastDay"
              label="Proposed last day"
              extra="Your notice period sets the expected last day; HR confirms the last working day."
              rules={[{ required: true, message: 'Please choose a day.' }]}
            >
              <Input type="date" style={{ maxWidth: 220 }} />
            </Form.Item>
            {formError && <Alert type="error" title={formError} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={saving}>
              Submit resignation
            </Button>
          </Form>
        </Card>
      )}
    </>
  );
}
