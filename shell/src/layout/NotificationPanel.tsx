import type { EmployeeNotifications, Notification, NotificationGroup } from '@managewell/api';
import { Button, Empty, Flex, List, Popconfirm, Typography } from 'antd';
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
  onOpen,
}: {
  lists: EmployeeNotifications | null;
  total: number;
  busy: boolean;
  onClearAll: () => void;
  onMarkRead: (group: NotificationGroup, id: Notification['id']) => void;
  /** Opens the page a notification is about (and marks it read). */
  onOpen: (group: NotificationGroup, item: Notification & { link: string }) => void;
}) {
  return (
    <div className="mw-notifications" role="dialog" aria-label="Notifications">
      <Flex justify="space-between" align="center" style={{ padding: '8px 12px' }}>
        <Typography.Text strong>Notifications</Typography.Text>
        <Popconfirm
          title={`Mark all ${total} notifications as read?`}
          description="They leave this list."
          okText="Clear all"
          cancelText="Keep them"
          onConfirm={onClearAll}
          disabled={total === 0 || busy}
        >
          <Button size="small" type="link" disabled={total === 0 || busy}>
            Clear all
          </Button>
        </Popconfirm>
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
                      title={
                        item.link ? (
                          <a
                            href={item.link}
                            onClick={(event) => {
                              // A plain click stays in the app; a modified one opens a tab as usual.
                              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                                return;
                              event.preventDefault();
                              onOpen(group, { ...item, link: item.link! });
                            }}
                          >
                            {item.title}
                          </a>
                        ) : (
                          item.title
                        )
                      }
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
