/** The editor's "Schedule" dialog: loaded when opened (its date-time picker is ~27 KB). */
import { kolkataToIso, todayInKolkata } from '@managewell/api/contract';
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
      // The picked time is India's wall clock, whatever the browser's zone.
      onOk={() => at && onSchedule(action, kolkataToIso(at.format('YYYY-MM-DDTHH:mm')))}
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
          disabledDate={(day) => day.format('YYYY-MM-DD') < todayInKolkata()}
          format="D MMM YYYY, h:mm a [IST]"
        />
        <Typography.Text type="secondary">Runs at that time even if nobody is signed in.</Typography.Text>
      </Space>
    </Modal>
  );
}
