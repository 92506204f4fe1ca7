import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { type ChatMessage, type Friend, fetchFriends, type LiveEvent, messageOf } from '@managewell/api';
import { ROLE_LABEL } from '@managewell/api/contract';
import { Alert, Avatar, Badge, Button, Empty, Input, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveEvents } from '../live/LiveProvider';
import { ChatPanel } from './ChatPanel';
import { presenceText } from './format';
import { outboxOf } from './outbox';
import './chat.css';

export { outboxOf };

/** How long a "typing" signal shows without a new one. */
const TYPING_SHOWN_MS = 4_000;

/** Avatar colour from the id, so each colleague keeps theirs. */
const COLOURS = ['#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a', '#2f54eb', '#a0d911'];
export const colourOf = (id: number) => COLOURS[id % COLOURS.length]!;

/**
 * The slide-in friend list (SPEC 2, 3): every active colleague but me, by name, with initials,
 * role, presence and unread count; the search box filters as you type. Opening a friend shows
 * their chat panel.
 */
export function ChatDrawer({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [chatWith, setChatWith] = useState<number | null>(null);
  const [typing, setTyping] = useState<Record<number, number>>({});
  const [, setTick] = useState(0);
  const outbox = outboxOf(userId);

  const load = useCallback(async () => {
    try {
      setFriends(await fetchFriends());
      setFailed(null);
    } catch (failure) {
      setFailed(messageOf(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // "N minutes ago" and typing signals age while the list is open.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setTick((n) => n + 1), 15_000);
    return () => clearInterval(timer);
  }, [open]);

  const update = (id: number, change: (friend: Friend) => Friend) =>
    setFriends((list) => list?.map((friend) => (friend.id === id ? change(friend) : friend)) ?? list);

  useLiveEvents((event: LiveEvent) => {
    switch (event.type) {
      case 'hello':
        void load();
        void outbox.flush();
        break;
      case 'message': {
        const { message } = event;
        if (message.recipientId === userId && message.senderId !== chatWith) {
          update(message.senderId, (friend) => ({ ...friend, new: friend.new + 1 }));
        }
        if (message.recipientId === userId) setTyping(({ [message.senderId]: _, ...rest }) => rest);
        break;
      }
      case 'read':
        if (event.readerId === userId) update(event.peerId, (friend) => ({ ...friend, new: 0 }));
        break;
      case 'typing': {
        const until = Date.now() + TYPING_SHOWN_MS;
        setTyping((all) => ({ ...all, [event.userId]: until }));
        setTimeout(() => setTick((n) => n + 1), TYPING_SHOWN_MS + 50);
        break;
      }
      case 'presence':
        update(event.userId, (friend) => ({
          ...friend,
          status: event.online ? 1 : 0,
          lastSeenAt: event.online ? null : event.lastSeenAt,
        }));
        break;
    }
  });

  const isTyping = (id: number) => (typing[id] ?? 0) > Date.now();
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (friends ?? []).filter((friend) => friend.name.toLowerCase().includes(needle));
  }, [friends, query]);

  const openChat = (friend: Friend) => {
    setChatWith(friend.id);
    // SPEC 4: opening sets unread to 0 (the panel marks the messages read on the server).
    if (friend.new > 0) update(friend.id, (f) => ({ ...f, new: 0 }));
  };

  const friend = friends?.find((f) => f.id === chatWith);
  if (friend) {
    return (
      <ChatPanel
        key={friend.id}
        me={userId}
        friend={friend}
        typing={isTyping(friend.id)}
        visible={open}
        outbox={outbox}
        onBack={() => setChatWith(null)}
        onIncoming={(message: ChatMessage) => {
          setTyping(({ [message.senderId]: _, ...rest }) => rest);
        }}
      />
    );
  }

  return (
    <div className="mw-chat">
      <div className="mw-chat-head">
        <strong style={{ flex: 1 }}>Friends</strong>
        <Button type="text" aria-label="Close chat" icon={<CloseOutlined />} onClick={onClose} />
      </div>
      <div style={{ padding: '8px 12px' }}>
        <Input
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          placeholder="Search friends"
          aria-label="Search friends"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {failed && (
        <Alert
          type="error"
          showIcon
          style={{ margin: 12 }}
          title={failed}
          action={
            <Button size="small" onClick={() => void load()}>
              Try again
            </Button>
          }
        />
      )}
      {!friends && !failed && <Spin style={{ margin: 24 }} />}
      {friends && shown.length === 0 && (
        <Empty
          style={{ marginTop: 32 }}
          description={query ? 'No one matches this search' : 'No colleagues yet'}
        />
      )}
      <ul className="mw-friends" aria-label="Friends">
        {shown.map((f) => (
          <li key={f.id}>
            <button
              type="button"
              className="mw-friend"
              onClick={() => openChat(f)}
              aria-label={`Chat with ${f.name}`}
            >
              <Badge dot status={f.status === 1 ? 'success' : 'default'} offset={[-4, 30]}>
                <Avatar style={{ background: colourOf(f.id) }}>{f.initials}</Avatar>
              </Badge>
              <span className="mw-friend-text">
                <span className="mw-friend-name">{f.name}</span>
                <span className="mw-friend-meta">
                  {ROLE_LABEL[f.role]} · <span data-presence>{presenceText(f, isTyping(f.id))}</span>
                </span>
              </span>
              {f.new > 0 && <Badge count={f.new} aria-label={`${f.new} unread`} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
