import type { FriendStatus, MessageType } from './constants';

export interface LoginAccount {
  id: string;
  email: string;
  password: string;
}

/** The public part of an account, as returned by login and me. */
export interface MockUser {
  id: string;
  email: string;
}

export interface Friend {
  id: number;
  photo: string;
  name: string;
  /** Unread message count. */
  new: number;
  status: FriendStatus;
  /** 'typing', 'online' or 'N min ago'. */
  time: string;
}

export interface ChatMessage {
  type: MessageType;
  msg: string;
  time: string;
}

export interface Conversation {
  friend_id: number;
  friend_photo: string;
  messages: ChatMessage[];
}

export interface TodoItem {
  note: string;
  complete: boolean;
}

export type TodoListName = 'card' | 'basic' | 'modal';

export interface TaskCard {
  id: string;
  title: string;
  label: string;
  description: string;
}

export interface TaskLane {
  id: string;
  title: string;
  label: string;
  style: { width: number };
  cards: TaskCard[];
}

export interface TaskBoard {
  id: string;
  lanes: TaskLane[];
}

export interface CalendarEvent {
  title: string;
  start: string;
  end?: string;
  id?: string;
  url?: string;
  borderColor: string;
  backgroundColor: string;
  textColor: string;
}

/** Everything one mock API instance holds in memory. */
export interface MockState {
  accounts: LoginAccount[];
  friends: Friend[];
  conversations: Conversation[];
  todos: Record<TodoListName, TodoItem[]>;
  taskboard: TaskBoard;
  events: CalendarEvent[];
}
