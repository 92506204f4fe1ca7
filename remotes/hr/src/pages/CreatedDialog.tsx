import { Button, Modal, Typography } from 'antd';

/** After "Create": the new person's code and, once, the sign-in account's temporary password. */
export function CreatedDialog({
  created,
  onDone,
}: {
  created: { id: number; code: string; name: string; username?: string; password: string | null };
  onDone: () => void;
}) {
  return (
    <Modal
      open
      title={`${created.name} is ${created.code}`}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={() => onDone()}>
          Done
        </Button>
      }
    >
      {created.password ? (
        <>
          <p>
            The sign-in account <Typography.Text code>{created.username}</Typography.Text> was made. Hand over
            this temporary password in person: it is shown only now, and must be changed at the first sign-in.
          </p>
          <Typography.Paragraph
            copyable={{ text: created.password }}
            style={{ fontSize: 20 }}
            data-testid="temporary-password"
          >
            <Typography.Text code>{created.password}</Typography.Text>
          </Typography.Paragraph>
        </>
      ) : (
        <p>The employee record was made, without a sign-in account.</p>
      )}
    </Modal>
  );
}
