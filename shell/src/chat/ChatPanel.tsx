import { ArrowLeftOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import {
  type ChatMessage,
  type Friend,
  fetchConversation,
  markChatRead,
  messageOf,
  sendTyping,
} from '@managewell/api';
import { CHAT_MESSAGE_MAX } from '@managewell/api/contract';
import { Alert, Avatar, Button, Input, Spin } from 'antd';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLiveEvents, useLiveStatus } from '../live/LiveProvider';
import { colourOf } from './ChatDrawer';
import { clockTime, dayKey, dayLabel, presenceText } from './format';
import type { Outbox, PendingMessage } from './outbox';

/** A typing signal is sent at most this often while typing. */
const TYPING_EVERY_MS = 2_500;

interface Props {
  me: number;
  friend: Friend;
  typing: boolean;
  /** The drawer is open (messages that arrive are then read at once). */
  visible: boolean;
  outbox: Outbox;
  onBack: () => void;
  onIncoming: (message: ChatMessage) => void;
}

/** Adds messages by id, in id order (a message that arrives twice is kept once). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One friend's chat (SPEC 2, 4): the conversation with day separators, own messages on the
 * right, older messages loaded on scrolling up, 'CHAT NOT FOUND' before the first message; the
 * composer sends on Enter (Shift+Enter: new line). Messages waiting in the outbox show as pending.
 */
export function ChatPanel({ me, friend, typing, visible, outbox, onBack, onIncoming }: Props) {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const lastTyping = useRef(0);
  const live = useLiveStatus();
  const pending = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.items,
  ).filter((item) => item.friendId === friend.id);

  const load = useCallback(async () => {
    try {
      const conversation = await fetchConversation(friend.id);
      setMessages((list) => mergeMessages(list ?? [], conversation.messages));
      setMore((had) => had || conversation.more);
      setFailed(null);
    } catch (failure) {
      setFailed(messageOf(failure));
    }
  }, [friend.id]);

  useEffect(() => {
    void load();
  }, [load]);

  // Sent from this tab: shown at once (the live echo is merged by id).
  useEffect(
    () =>
      outbox.onSent((message) => {
        if (message.recipientId === friend.id) setMessages((list) => mergeMessages(list ?? [], [message]));
      }),
    [outbox, friend.id],
  );

  useLiveEvents((event) => {
    if (event.type === 'message') {
      const { message } = event;
      const ours =
        (message.senderId === friend.id && message.recipientId === me) ||
        (message.senderId === me && message.recipientId === friend.id);
      if (!ours) return;
      setMessages((list) => mergeMessages(list ?? [], [message]));
      if (message.senderId === friend.id) onIncoming(message);
    } else if (event.type === 'read') {
      // Whose messages were read: mine by the friend ("seen"), or the friend's by me (this tab or another).
      const sender =
        event.readerId === friend.id && event.peerId === me
          ? me
          : event.readerId === me && event.peerId === friend.id
            ? friend.id
            : null;
      if (sender === null) return;
      setMessages(
        (list) =>
          list?.map((m) =>
            m.senderId === sender && m.id <= event.upToId && !m.readAt ? { ...m, readAt: event.readAt } : m,
          ) ?? list,
      );
    } else if (event.type === 'hello') {
      // Reconnected: whatever arrived meanwhile.
      const last = messages?.at(-1)?.id;
      if (last === undefined) void load();
      else
        void fetchConversation(friend.id, { after: last }).then(
          (page) => setMessages((list) => mergeMessages(list ?? [], page.messages)),
          () => undefined,
        );
    }
  });

  // What the friend sent is read once it can be seen: the drawer open on this chat and the tab
  // in front (on arrival, on reopening the drawer, on coming back to the tab).
  const newestUnread = messages?.findLast((m) => m.senderId === friend.id && !m.readAt)?.id ?? 0;
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (!visible || newestUnread <= markedUpTo.current) return;
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible' || newestUnread <= markedUpTo.current) return;
      markedUpTo.current = newestUnread;
      void markChatRead(friend.id).catch(() => {
        markedUpTo.current = 0; // tried again on the next change
      });
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [visible, newestUnread, friend.id]);

  // Keep the view at the bottom as messages arrive, or in place when older ones load above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the content is the trigger
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages, pending.length, typing]);

  const loadOlder = async () => {
    if (!more || loadingOlder || !messages?.length) return;
    setLoadingOlder(true);
    try {
      const page = await fetchConversation(friend.id, { before: messages[0]!.id });
      const box = scroller.current;
      if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
      setMessages((list) => mergeMessages(list ?? [], page.messages));
      setMore(page.more);
    } catch (failure) {
      setFailed(messageOf(failure));
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    if (box.scrollTop < 60) void loadOlder();
  };

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    stickToBottom.current = true;
    outbox.add(friend.id, draft.replace(/^\s*\n|\n\s*$/g, ''));
    setDraft('');
  };

  const onType = (value: string) => {
    setDraft(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS && live === 'open') {
      lastTyping.current = now;
      void sendTyping(friend.id).catch(() => undefined);
    }
  };

  const lastOwnSeen = [...(messages ?? [])].reverse().find((m) => m.senderId === me && m.readAt)?.id;
  const nothing = messages !== null && messages.length === 0 && pending.length === 0;
  let previousDay = '';

  return (
    <div className="mw-chat">
      <div className="mw-chat-head">
        <Button type="text" aria-label="Back to friends" icon={<ArrowLeftOutlined />} onClick={onBack} />
        <Avatar style={{ background: colourOf(friend.id) }}>{friend.initials}</Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div className="mw-friend-name">{friend.name}</div>
          <div className="mw-friend-meta" data-presence>
            {presenceText(friend, typing)}
          </div>
        </div>
      </div>
      {live !== 'open' && (
        <div className="mw-chat-offline" role="status">
          Reconnecting… messages you send are kept and go out when the connection is back.
        </div>
      )}
      <div
        className="mw-chat-messages"
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={`Conversation with ${friend.name}`}
      >
        {failed && <Alert type="error" showIcon title={failed} style={{ margin: 8 }} />}
        {messages === null && !failed && <Spin style={{ margin: 24 }} />}
        {loadingOlder && <Spin size="small" style={{ display: 'block', margin: 8 }} />}
        {nothing && <div className="mw-chat-empty">CHAT NOT FOUND</div>}
        {(messages ?? []).map((m) => {
          const day = dayKey(m.time);
          const separator = day !== previousDay;
          previousDay = day;
          const own = m.senderId === me;
          return (
            <Fragment key={m.id}>
              {separator && <div className="mw-chat-day">{dayLabel(m.time)}</div>}
              <div className={`mw-msg ${own ? 'mw-msg-own' : 'mw-msg-in'}`} data-type={own ? 0 : 1}>
                <div className="mw-msg-text">{m.msg}</div>
                <div className="mw-msg-meta">
                  {clockTime(m.time)}
                  {own && m.id === lastOwnSeen && <span className="mw-msg-seen"> · seen</span>}
                </div>
              </div>
            </Fragment>
          );
        })}
        {pending.map((p: PendingMessage) => (
          <div key={p.clientId} className="mw-msg mw-msg-own mw-msg-pending" data-type={0} data-pending>
            <div className="mw-msg-text">{p.msg}</div>
            <div className="mw-msg-meta">
              {p.error ? (
                <span className="mw-msg-error">
                  {p.error}{' '}
                  <Button size="small" type="link" onClick={() => outbox.retry(p.clientId)}>
                    Retry
                  </Button>
                  <Button size="small" type="link" onClick={() => outbox.discard(p.clientId)}>
                    Remove
                  </Button>
                </span>
              ) : (
                <>
                  <ClockCircleOutlined /> Sending…
                </>
              )}
            </div>
          </div>
        ))}
        {typing && <div className="mw-chat-typing">{friend.name.split(' ')[0]} is typing…</div>}
      </div>
      {draft.length > CHAT_MESSAGE_MAX * 0.9 && (
        <div className="mw-chat-limit" role="status">
          {draft.length >= CHAT_MESSAGE_MAX
            ? `A message can have at most ${CHAT_MESSAGE_MAX} characters: send this one and go on in the next.`
            : `${CHAT_MESSAGE_MAX - draft.length} characters left`}
        </div>
      )}
      <div className="mw-chat-composer">
        <Input.TextArea
          value={draft}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Write a message"
          aria-label="Message"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label="Send"
          onClick={send}
          disabled={!draft.trim()}
        />
      </div>
    </div>
  );
}
