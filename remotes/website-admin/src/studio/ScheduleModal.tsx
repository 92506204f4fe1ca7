/** The editor's "Schedule" dialog: loaded when opened (its date-time picker is ~27 KB, issue 8). */
import { DatePicker, Modal, Segmented, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

export function ScheduleModal({
  open,
  onClose,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  onSchedule: (action: 'publish' | 'unpublish', at: string) => Promise<void>;
}) {
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState<Dayjs | null>(null);
  return (
    <Modal
      title="Schedule"
      open={open}
      onCancel={onClose}
      okText="Schedule"
      okButtonProps={{ disabled: !at }}
      onOk={() => at && onSchedule(action, at.toISOString())}
      destroyOnHidden
    >
      <Space direction="vertical">
        <Segmented
          options={[
            { value: 'publish', label: 'Publish' },
            { value: 'unpublish', label: 'Unpublish' },
          ]}
          value={action}
          onChange={(v) => setAction(v as 'publish' | 'unpublish')}
        />
        <DatePicker
          showTime
          aria-label="Date and time"
          value={at}
          onChange={setAt}
          format="DD MMM YYYY HH:mm"
        />
        <Typography.Text type="secondary">Runs at that time even if nobody is signed in.</Typography.Text>
      </Space>
    </Modal>
  );
}
