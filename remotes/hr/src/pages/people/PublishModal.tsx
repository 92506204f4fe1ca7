import { publishPolicy } from '@managewell/api';
import { POLICY_LABEL, type PolicyKind } from '@managewell/api/contract';
import { showSaveFailure } from '@managewell/ui';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';

export function PublishModal({ kind, onClose }: { kind: PolicyKind; onClose: (published: boolean) => void }) {
  const [form] = Form.useForm<{ title: string; body: string }>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (values: { title: string; body: string }) => {
    setSaving(true);
    try {
      await publishPolicy(kind, values);
      onClose(true);
    } catch (failure) {
      setFormError(showSaveFailure(form, failure, ['title', 'body']));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={`Publish a new version: ${POLICY_LABEL[kind]}`}
      okText="Publish"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        initialValues={{ title: POLICY_LABEL[kind] }}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, min: 3, message: 'Please enter a title.' }]}
        >
          <Input count={{ show: true, max: 200 }} />
        </Form.Item>
        <Form.Item
          name="body"
          label="Text"
          extra="Everyone is asked to acknowledge the new version."
          rules={[
            { required: true, min: 20, message: 'Please enter the policy text (at least 20 characters).' },
          ]}
        >
          <Input.TextArea rows={10} count={{ show: true, max: 50_000 }} />
        </Form.Item>
        {formError && <Alert type="error" title={formError} />}
      </Form>
    </Modal>
  );
}
