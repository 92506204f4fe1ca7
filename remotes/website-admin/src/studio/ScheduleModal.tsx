/** The editor's "Schedule" dialog: loaded when opened (its date-time picker is ~27 KB). */
import { DatePicker, Modal, Segmented, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { isPastDay, pastTimes, scheduledInstant } from './scheduleTime';

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
      onOk={() => at && onSchedule(action, scheduledInstant(at))}
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
          showTime={{ format: 'h:mm a', use12Hours: true }}
          showNow={false}
          aria-label="Date and time (IST)"
          value={at}
          onChange={setAt}
          disabledDate={(day) => isPastDay(day)}
          disabledTime={(day) => pastTimes(day)}
          format="D MMM YYYY, h:mm a [IST]"
        />
        <Typography.Text type="secondary">
          India time (IST), whatever your computer's clock says. Runs at that time even if nobody is signed
          in.
        </Typography.Text>
      </Space>
    </Modal>
  );
}
