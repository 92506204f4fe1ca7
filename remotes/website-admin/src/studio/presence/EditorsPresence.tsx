import type { StudioItem } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Flex } from 'antd';
import { editingText, initialsOf } from './editingText';
import { useStudioEditors } from './useStudioEditors';

/** At most this many initials; the sentence beside them names everyone. */
const SHOWN = 4;

/**
 * Who else has this studio item open ("Meera is editing"), kept live; nothing when nobody else.
 * Plain initials rather than antd's Avatar and Tooltip: they loaded ~20 KB onto every editor page.
 */
export function EditorsPresence({ item }: { item: StudioItem | null }) {
  const others = useStudioEditors(item);
  if (others.length === 0) return null;
  const text = editingText(others.map((editor) => editor.name));
  return (
    <Flex gap={8} align="center" role="status" aria-label={text} style={{ marginBottom: 12 }}>
      <Flex gap={4} aria-hidden>
        {others.slice(0, SHOWN).map((editor) => (
          <span key={editor.userId} title={editor.name} style={INITIALS}>
            {initialsOf(editor.name)}
          </span>
        ))}
      </Flex>
      <Text type="secondary">{text}</Text>
    </Flex>
  );
}

const INITIALS = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: '#1677ff',
  color: '#fff',
  fontSize: 11,
  fontWeight: 600,
} as const;
