import { BellOutlined } from '@ant-design/icons';
import {
  clearAllNotifications,
  type EmployeeNotifications,
  fetchEmployeeNotifications,
  markNotificationRead,
  messageOf,
  type Notification,
  type NotificationGroup,
} from '@managewell/api';
import { App, Badge, Button, Dropdown, Empty, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useCallback, useEffect, useState } from 'react';

dayjs.extend(relativeTime);

const GROUPS: { group: NotificationGroup; list: keyof EmployeeNotifications; title: string }[] = [
  { group: 'role', list: 'roleNotification', title: 'For your team' },
  { group: 'all', list: 'allNotification', title: 'For all staff' },
  { group: 'personal', list: 'myNotification', title: 'For you' },
];

/** SPEC 9: the badge shows the total of the three lists, empty when 0. */
export function badgeCount(lists: EmployeeNotifications | null): number {
  if (!lists) return 0;
  return lists.roleNotification.length + lists.allNotification.length + lists.myNotification.length;
}

/** The header's notification bell (SPEC 7): loaded once at mount, reloaded after each change. */
export function NotificationBell({ userId }: { userId: number }) {
  const { message } = App.useApp();
  const [lists, setLists] = useState<EmployeeNotifications | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

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
    <div className="mw-notifications" role="dialog" aria-label="Notifications">
      <Flex justify="space-between" align="center" style={{ padding: '8px 12px' }}>
        <Typography.Text strong>Notifications</Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={total === 0 || busy}
          onClick={() => act(() => clearAllNotifications(userId))}
        >
          Clear all
        </Button>
      </Flex>
      {total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="You are all caught up"
          style={{ padding: 16 }}
        />
      ) : (
        GROUPS.map(({ group, list, title }) =>
          lists && lists[list].length > 0 ? (
            <section key={group} aria-label={title}>
              <Typography.Text
                type="secondary"
                style={{ padding: '4px 12px', display: 'block', fontSize: 12 }}
              >
                {title}
              </Typography.Text>
              <List
                size="small"
                dataSource={lists[list]}
                renderItem={(item: Notification) => (
                  <List.Item
                    actions={[
                      <Button
                        key="read"
                        size="small"
                        type="link"
                        disabled={busy}
                        onClick={() => act(() => markNotificationRead(group, item.id))}
                        aria-label={`Mark “${item.title}” as read`}
                      >
                        Mark read
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta
                      title={item.title}
                      description={
                        <>
                          <div>{item.content}</div>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {dayjs(item.createdAt).fromNow()}
                          </Typography.Text>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            </section>
          ) : null,
        )
      )}
    </div>
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
