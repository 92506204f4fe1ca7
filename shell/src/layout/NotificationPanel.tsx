import type { EmployeeNotifications, Notification, NotificationGroup } from '@managewell/api';
import { Button, Empty, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

const GROUPS: { group: NotificationGroup; list: keyof EmployeeNotifications; title: string }[] = [
  { group: 'role', list: 'roleNotification', title: 'For your team' },
  { group: 'all', list: 'allNotification', title: 'For all staff' },
  { group: 'personal', list: 'myNotification', title: 'For you' },
];

/** The bell's open panel: its own chunk, downloaded the first time the bell is opened. */
export function NotificationPanel({
  lists,
  total,
  busy,
  onClearAll,
  onMarkRead,
}: {
  lists: EmployeeNotifications | null;
  total: number;
  busy: boolean;
  onClearAll: () => void;
  onMarkRead: (group: NotificationGroup, id: Notification['id']) => void;
}) {
  return (
    <div className="mw-notifications" role="dialog" aria-label="Notifications">
      <Flex justify="space-between" align="center" style={{ padding: '8px 12px' }}>
        <Typography.Text strong>Notifications</Typography.Text>
        <Button size="small" type="link" disabled={total === 0 || busy} onClick={onClearAll}>
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
                        onClick={() => onMarkRead(group, item.id)}
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
}
