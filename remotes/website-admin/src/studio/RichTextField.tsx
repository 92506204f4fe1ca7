/**
 * A rich-text form field that downloads the editor (TipTap and ProseMirror, ~115 KB brotli) when
 * the user reaches for it (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). Until then it shows the field's HTML
 * in the editor's own frame and toolbar, with the same id, label and role, so a label, a screen
 * reader and a test find the same field. Pointing at it starts the download; a click or focus
 * swaps in the editor, focused where the user clicked; what is typed or pasted meanwhile is
 * replayed into it, so nothing is lost. Loaded by hand (not React.lazy), as LazySelect does, so
 * the frame under the pointer is not replaced by a Suspense fallback.
 */
import { Button, Flex, Tooltip } from 'antd';
import {
  type ClipboardEvent,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type EditorStart, RICH_TEXT_TOOLS } from './richTextTools';

interface Props {
  id: string;
  label: string;
  /** Form.Item hands these to its direct child: this field. */
  value?: string;
  onChange?: (html: string) => void;
}

type EditorComponent = ComponentType<Props & { start?: EditorStart }>;
let editorComponent: EditorComponent | undefined;
let downloading: Promise<void> | undefined;

const loadEditor = () => {
  downloading ??= import('./RichTextEditor').then(
    (m) => {
      editorComponent = m.default;
    },
    (error: unknown) => {
      // Offline: the next reach tries again; the stand-in stays.
      downloading = undefined;
      throw error;
    },
  );
  return downloading;
};

type Reach = 'none' | 'point' | 'focus';

export function RichTextField({ id, label, value = '', onChange }: Props) {
  const [reach, setReach] = useState<Reach>('none');
  const [, setReady] = useState(0);
  const start = useRef<EditorStart>({ pending: [] });
  const raise = (to: Reach) => setReach((now) => (now === 'focus' || now === to ? now : to));
  useEffect(() => {
    if (reach === 'none' || editorComponent) return;
    let live = true;
    loadEditor().then(
      () => live && setReady((n) => n + 1),
      () => live && setReach('none'),
    );
    return () => {
      live = false;
    };
  }, [reach]);

  const Editor = reach !== 'none' ? editorComponent : undefined;
  if (Editor)
    return (
      <Editor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        start={reach === 'focus' ? start.current : undefined}
      />
    );

  const pending = start.current.pending;
  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && (event.key === 'End' || event.key === 'Home')) {
      pending.push({ type: 'caret', to: event.key === 'End' ? 'end' : 'start' });
    } else if (mod || event.altKey) {
      return;
    } else if (event.key === 'Enter' || event.key === 'Backspace' || event.key === 'Delete') {
      pending.push({ type: 'key', key: event.key });
    } else if (event.key.length === 1) {
      const last = pending.at(-1);
      if (last?.type === 'text') last.text += event.key;
      else pending.push({ type: 'text', text: event.key });
    } else return;
    event.preventDefault();
    raise('focus');
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    pending.push({
      type: 'paste',
      html: event.clipboardData.getData('text/html'),
      text: event.clipboardData.getData('text/plain'),
    });
    raise('focus');
  };
  const onMouseDown = (event: MouseEvent) => {
    start.current.at = { x: event.clientX, y: event.clientY };
    raise('focus');
  };
  return (
    <div className="studio-richtext" onPointerEnter={() => raise('point')} data-lazy-field="richtext">
      <Flex wrap gap={4} className="studio-richtext-toolbar" role="toolbar" aria-label="Formatting">
        {RICH_TEXT_TOOLS.map(({ key, text, title }) => (
          <Tooltip key={key} title={title}>
            <Button size="small" aria-pressed={false} aria-label={title} onClick={() => raise('focus')}>
              {text}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" aria-label="Image" onClick={() => raise('focus')}>
          Image
        </Button>
      </Flex>
      <div
        id={id}
        className="studio-richtext-content studio-richtext-standin"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onFocus={() => raise('focus')}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the field's HTML, sanitised by the server on every write (contract RichText); the editor's own output otherwise.
        dangerouslySetInnerHTML={{ __html: value }}
      />
    </div>
  );
}
