import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PictureOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Remotes name their menu icons; the shell owns the icon set. */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  file: <FileTextOutlined />,
  home: <HomeOutlined />,
  inbox: <InboxOutlined />,
  info: <InfoCircleOutlined />,
  lock: <LockOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  phone: <PhoneOutlined />,
  picture: <PictureOutlined />,
  project: <ProjectOutlined />,
  question: <QuestionCircleOutlined />,
  read: <ReadOutlined />,
  setting: <SettingOutlined />,
  shopping: <ShoppingOutlined />,
  solution: <SolutionOutlined />,
  star: <StarOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  trophy: <TrophyOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? (ICONS[name] ?? <AppstoreOutlined />) : undefined;
}
