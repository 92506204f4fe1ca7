import type { StudioItem } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Avatar, Flex, Tooltip } from 'antd';
import { editingText, initialsOf } from './editingText';
import { useStudioEditors } from './useStudioEditors';

/** Who else has this studio item open ("Meera is editing"), kept live; nothing when nobody else. */
export function EditorsPresence({ item }: { item: StudioItem | null }) {
  const others = useStudioEditors(item);
  if (others.length === 0) return null;
  const text = editingText(others.map((editor) => editor.name));
  return (
    <Flex gap={8} align="center" role="status" aria-label={text} style={{ marginBottom: 12 }}>
      <Avatar.Group max={{ count: 4 }} size="small">
        {others.map((editor) => (
          <Tooltip key={editor.userId} title={editor.name}>
            <Avatar size="small" style={{ background: '#1677ff' }}>
              {initialsOf(editor.name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text type="secondary">{text}</Text>
    </Flex>
  );
}
