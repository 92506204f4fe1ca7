import { routeCalls } from '../call';
import type { ChatMessage, Conversation, Friend } from '../contract';
import { chatRoutes } from '../contract/routes.generated';

const { call } = routeCalls(chatRoutes);

export async function fetchFriends(q?: string): Promise<Friend[]> {
  return call('chat.friends', { query: q ? { q } : {} });
}

export async function fetchConversation(
  friendId: number,
  page: { before?: number; after?: number } = {},
): Promise<Conversation> {
  return call('chat.messages', { params: { id: friendId }, query: page });
}

export async function sendChatMessage(friendId: number, clientId: string, msg: string): Promise<ChatMessage> {
  return call('chat.send', { params: { id: friendId }, body: { clientId, msg } });
}

export async function markChatRead(friendId: number): Promise<void> {
  await call('chat.read', { params: { id: friendId } });
}

export async function sendTyping(friendId: number): Promise<void> {
  await call('chat.typing', { params: { id: friendId } });
}
