import type { ChatMessage, Conversation, Friend, Success } from '../contract';
import { http } from '../http';

const BASE = '/api/chat/friends';

export async function fetchFriends(q?: string): Promise<Friend[]> {
  const { data } = await http.get<Success<Friend[]>>(BASE, { params: q ? { q } : {} });
  return data.success;
}

export async function fetchConversation(
  friendId: number,
  page: { before?: number; after?: number } = {},
): Promise<Conversation> {
  const { data } = await http.get<Success<Conversation>>(`${BASE}/${friendId}/messages`, { params: page });
  return data.success;
}

export async function sendChatMessage(friendId: number, clientId: string, msg: string): Promise<ChatMessage> {
  const { data } = await http.post<Success<ChatMessage>>(`${BASE}/${friendId}/messages`, { clientId, msg });
  return data.success;
}

export async function markChatRead(friendId: number): Promise<void> {
  await http.post(`${BASE}/${friendId}/read`);
}

export async function sendTyping(friendId: number): Promise<void> {
  await http.post(`${BASE}/${friendId}/typing`);
}
