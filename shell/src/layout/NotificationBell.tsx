import { BellOutlined } from '@ant-design/icons';
import {
  clearAllNotifications,
  type EmployeeNotifications,
  fetchEmployeeNotifications,
  markNotificationRead,
  messageOf,
} from '@managewell/api';
import { Badge, Button, Dropdown, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAntApp } from '../LazyAntApp';
import { useLiveEvents } from '../live/LiveProvider';

const NotificationPanel = lazy(async () => ({
  default: (await import('./NotificationPanel')).NotificationPanel,
}));

/** SPEC 9: the badge shows the total of the three lists, empty when 0. */
export function badgeCount(lists: EmployeeNotifications | null): number {
  if (!lists) return 0;
  return lists.roleNotification.length + lists.allNotification.length + lists.myNotification.length;
}

/** The header's notification bell (SPEC 7): loaded at mount, reloaded after each change and when the live channel says so. */
export function NotificationBell({ userId }: { userId: number }) {
  const { message } = useAntApp();
  const [lists, setLists] = useState<EmployeeNotifications | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const reload = useCallback(async () => {
    try {
      const next = await fetchEmployeeNotifications(userId);
      if (next) setLists(next); // SPEC 8: a response without `success` changes nothing
    } catch {
      // SPEC 8: failures are not shown; the bell keeps what it had
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Live: a notification for me was created, or another tab marked some read; after a
  // (re)connection, whatever changed meanwhile.
  useLiveEvents((event) => {
    if (event.type === 'notifications' || event.type === 'hello') void reload();
  });

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      message.error(messageOf(failure));
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const total = badgeCount(lists);
  const panel = (
    <Suspense fallback={<Spin size="small" style={{ margin: 16 }} />}>
      <NotificationPanel
        lists={lists}
        total={total}
        busy={busy}
        onClearAll={() => act(() => clearAllNotifications(userId))}
        onMarkRead={(group, id) => act(() => markNotificationRead(group, id))}
        onOpen={(group, item) => {
          setOpen(false);
          navigate(item.link);
          void act(() => markNotificationRead(group, item.id));
        }}
      />
    </Suspense>
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      popupRender={() => panel}
      placement="bottomRight"
    >
      <Button
        type="text"
        aria-label={total > 0 ? `Notifications, ${total} unread` : 'Notifications'}
        icon={
          <Badge count={total || undefined} size="small">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
}
