import { decideResignation, messageOf, setExitChecklistItem } from '@managewell/api';
import { EXIT_CHECKLIST, labelOf, type ResignationView } from '@managewell/api/contract';
import { LinkButton, showSaveFailure, useAntApp } from '@managewell/ui';
import { Panel } from '@managewell/ui/light';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { dateLabel } from './format';

interface DecisionValues {
  decision: 'accept' | 'discuss';
  lastWorkingDay?: string;
  note?: string;
}

export function ResignationModal({
  resignation,
  onClose,
}: {
  resignation: ResignationView;
  onClose: (changed: boolean) => void;
}) {
  const [r, setR] = useState(resignation);
  const [changed, setChanged] = useState(false);
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { message } = useAntApp();
  const open = r.status === 'submitted' || r.status === 'discussion';

  const decide = async (values: DecisionValues) => {
    setSaving(true);
    setFormError(null);
    try {
      const body =
        values.decision === 'accept'
          ? {
              decision: 'accept' as const,
              lastWorkingDay: values.lastWorkingDay ?? '',
              version: r.version,
              ...(values.note ? { note: values.note } : {}),
            }
          : { decision: 'discuss' as const, note: values.note ?? '', version: r.version };
      setR(await decideResignation(r.id, body));
      setChanged(true);
      void message.success(
        values.decision === 'accept'
          ? 'Accepted: the employee is told.'
          : 'The employee is asked to discuss.',
      );
    } catch (failure) {
      setFormError(showSaveFailure(form, failure, ['lastWorkingDay', 'note']));
    } finally {
      setSaving(false);
    }
  };

  const tick = async (item: string, done: boolean) => {
    try {
      setR(await setExitChecklistItem(r.id, { item, done, version: r.version }));
      setChanged(true);
    } catch (failure) {
      void message.error(messageOf(failure));
    }
  };

  return (
    <Modal
      open
      width={680}
      title={`Resignation: ${r.fullName} (${r.code})`}
      footer={null}
      onCancel={() => onClose(changed)}
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Status">
          <Tag>{labelOf(r.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Submitted">{dateLabel(r.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label="Reason">{r.reason}</Descriptions.Item>
        <Descriptions.Item label="Proposed last day">{dateLabel(r.proposedLastDay)}</Descriptions.Item>
        <Descriptions.Item label={`Expected (${r.noticeDays} days' notice)`}>
          {dateLabel(r.expectedLastDay)}
        </Descriptions.Item>
        {r.lastWorkingDay && (
          <Descriptions.Item label="Last working day">{dateLabel(r.lastWorkingDay)}</Descriptions.Item>
        )}
        {r.hrNote && <Descriptions.Item label="HR note">{r.hrNote}</Descriptions.Item>}
        {r.deactivatedAt && (
          <Descriptions.Item label="Account ended">{dateLabel(r.deactivatedAt)}</Descriptions.Item>
        )}
      </Descriptions>
      {open && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ decision: 'accept', lastWorkingDay: r.expectedLastDay }}
          onFinish={(v) => void decide(v)}
        >
          <Form.Item name="decision" label="Decision">
            <Radio.Group
              options={[
                { value: 'accept', label: 'Accept' },
                { value: 'discuss', label: 'Discuss first' },
              ]}
            />
          </Form.Item>
          {decision !== 'discuss' && (
            <Form.Item
              name="lastWorkingDay"
              label="Last working day"
              rules={[{ required: true, message: 'Please choose the last working day.' }]}
            >
              <Input type="date" style={{ maxWidth: 220 }} />
            </Form.Item>
          )}
          <Form.Item
            name="note"
            label="Note to the employee"
            rules={
              decision === 'discuss' ? [{ required: true, min: 2, message: 'Please write a note.' }] : []
            }
          >
            <Input.TextArea rows={3} count={{ show: true, max: 2000 }} />
          </Form.Item>
          {formError && <Alert type="error" title={formError} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" loading={saving}>
            {decision === 'discuss' ? 'Ask to discuss' : 'Accept resignation'}
          </Button>
        </Form>
      )}
      {(r.status === 'accepted' || r.status === 'completed') && (
        <Panel size="small" title="Exit checklist">
          {EXIT_CHECKLIST.map((item) => (
            <div key={item}>
              <Checkbox checked={r.checklist[item]} onChange={(e) => void tick(item, e.target.checked)}>
                {labelOf(item)}
              </Checkbox>
            </div>
          ))}
          {r.status === 'accepted' && r.lastWorkingDay && (
            <p style={{ marginTop: 8, marginBottom: 0 }}>
              The account ends automatically after {dateLabel(r.lastWorkingDay)}.
            </p>
          )}
          <LinkButton to={`/app/hr/resignations/${r.id}/settlement`} style={{ marginTop: 12 }}>
            Full and final settlement
          </LinkButton>
        </Panel>
      )}
    </Modal>
  );
}
