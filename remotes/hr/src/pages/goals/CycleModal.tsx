import { createAppraisalCycle } from '@managewell/api';
import { showSaveFailure } from '@managewell/ui';
import { Alert, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';

export function CycleModal({ onClose }: { onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<{ name: string; startDate: string; endDate: string }>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (values: { name: string; startDate: string; endDate: string }) => {
    setSaving(true);
    try {
      await createAppraisalCycle(values);
      onClose(true);
    } catch (failure) {
      setError(showSaveFailure(form, failure, ['name', 'startDate', 'endDate']));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title="New appraisal cycle"
      okText="Create"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name the cycle.' }]}>
          <Input placeholder="Apr–Sep 2027" count={{ show: true, max: 100 }} />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="startDate"
            label="Starts"
            rules={[{ required: true, message: 'Choose the first day.' }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="endDate"
            label="Ends"
            rules={[{ required: true, message: 'Choose the last day.' }]}
          >
            <Input type="date" />
          </Form.Item>
        </Space>
        {error && <Alert type="error" title={error} />}
      </Form>
    </Modal>
  );
}
