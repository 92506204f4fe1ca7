import type { ContentStatus } from '@managewell/api/contract';
import { Tag } from 'antd';

const LOOK: Record<ContentStatus, { color: string; text: string }> = {
  draft: { color: 'default', text: 'Draft' },
  published: { color: 'green', text: 'Published' },
  changed: { color: 'gold', text: 'Published · unpublished changes' },
};

export function StatusTag({ status }: { status: ContentStatus }) {
  return <Tag color={LOOK[status].color}>{LOOK[status].text}</Tag>;
}
