import { MessageOutlined } from '@ant-design/icons';
import { fetchFriends } from '@managewell/api';
import { Badge, Button, Drawer, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvents } from '../live/LiveProvider';
import { outboxKey } from './outbox';
import './chat-button.css';

/** The friend list and chat panels are a chunk of their own, downloaded on first use. */
const loadChat = () => import('./ChatDrawer');
const ChatDrawer = lazy(async () => ({ default: (await loadChat()).ChatDrawer }));

/**
 * The header's chat button (SPEC 2): the count of unread messages, kept current by the live
 * channel; it opens the slide-in friend list. Messages queued while offline in an earlier visit
 * are sent as soon as the app is open again.
 */
export function ChatButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [unread, setUnread] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      fetchFriends().then(
        (friends) => setUnread(friends.reduce((sum, friend) => sum + friend.new, 0)),
        () => undefined, // the count keeps what it had
      );
    }, 150);
  }, []);

  useEffect(() => {
    reload();
    if ((localStorage.getItem(outboxKey(userId)) ?? '[]') !== '[]') {
      void loadChat().then((chat) => chat.outboxOf(userId).flush());
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [reload, userId]);

  useLiveEvents((event) => {
    if (event.type === 'hello' || event.type === 'read') reload();
    else if (event.type === 'message' && event.message.recipientId === userId) reload();
  });

  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        type="text"
        className="mw-chat-button"
        aria-label={unread > 0 ? `Chat, ${unread} unread` : 'Chat'}
        onClick={show}
        onMouseEnter={() => void loadChat()}
        icon={
          <Badge count={unread || undefined} size="small">
            <MessageOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={380}
        title={null}
        closable={false}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        aria-label="Chat"
      >
        {opened && (
          <Suspense fallback={<Spin style={{ margin: 24 }} />}>
            <ChatDrawer userId={userId} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
