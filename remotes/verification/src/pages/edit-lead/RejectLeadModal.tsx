import { rejectLeadRequest } from '@managewell/api/contract';
import { Form, Input, Modal } from 'antd';

/** Asks why a lead is rejected (the contract's rule: at least 3 characters). */
export function RejectLeadModal({
  open,
  saving,
  onCancel,
  onReject,
}: {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title="Reject this lead"
      okText="Reject lead"
      okButtonProps={{ danger: true, loading: saving, disabled: saving }}
      cancelText="Cancel"
      onCancel={onCancel}
      onOk={() => {
        form.validateFields().then(
          (values) => onReject(rejectLeadRequest.shape.reason.parse(values.reason)),
          () => {},
        );
      }}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} name="reject" layout="vertical">
        <Form.Item
          name="reason"
          label="Reason for rejecting"
          extra="Staff see this reason on the lead."
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const result = rejectLeadRequest.shape.reason.safeParse(value ?? '');
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} count={{ show: true, max: 500 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
