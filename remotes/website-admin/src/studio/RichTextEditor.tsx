/**
 * The rich-text editor (TipTap on ProseMirror), loaded in its own chunk when a form has a rich
 * text field. Its schema holds only what the site's sanitiser keeps (paragraphs, h2/h3, lists,
 * links, bold/italic, quotes, line breaks, images from the media library), so text pasted from
 * Word or Google Docs is cleaned as it is parsed: styles, spans, fonts and classes disappear.
 * The server sanitises again on every write (site/sanitise.ts). Until the user reaches for the
 * field, RichTextField.tsx shows a stand-in; `start` says where to put the caret and replays what
 * was typed or pasted into the stand-in meanwhile.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button, Flex, Input, Modal, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MediaPicker } from '../pages/media/MediaPicker';
import { cleanPastedHtml, RICH_TEXT_EXTENSIONS } from './richTextExtensions';
import { type EditorStart, RICH_TEXT_TOOLS, type RichTextTool } from './richTextTools';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  label?: string;
  /** Take the focus on mount (the user reached for the stand-in). */
  start?: EditorStart;
}

export default function RichTextEditor({ value = '', onChange, id, label, start }: Props) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        class: 'studio-richtext-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        ...(id ? { id } : {}),
      },
      // Pasted HTML keeps only what the schema knows; Word's conditional comments go first.
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  // A value set from outside (a restored version, the other editor's text): show it. A render
  // committed more than a tick after it began (a slow machine, a long form) can hold an editor
  // that useEditor has already destroyed and replaced: skip it, the replacement comes next.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // Replacing the stand-in the user reached for: the caret where they clicked (or at the end),
  // then what they typed or pasted while the editor downloaded. An editor that useEditor
  // replaces after that (see above) takes the focus and the caret over, without a second replay.
  const started = useRef<{ editor: typeof editor; caret: number } | null>(null);
  useEffect(() => {
    if (!start || !editor || editor.isDestroyed || started.current?.editor === editor) return;
    if (started.current) {
      const { caret } = started.current;
      started.current = { editor, caret };
      editor.commands.focus(Math.min(caret, editor.state.doc.content.size));
      return;
    }
    const at = start.at && editor.view.posAtCoords({ left: start.at.x, top: start.at.y });
    editor.commands.focus(at ? at.pos : 'end');
    for (const input of start.pending) {
      if (input.type === 'text') editor.commands.insertContent(input.text);
      else if (input.type === 'key') editor.commands.keyboardShortcut(input.key);
      else if (input.type === 'caret') editor.commands.focus(input.to);
      else if (input.html) editor.view.pasteHTML(input.html);
      else editor.view.pasteText(input.text);
    }
    started.current = { editor, caret: editor.state.selection.anchor };
  }, [editor, start]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor || editor.isDestroyed) return null;
  const chain = () => editor.chain().focus();
  const run: Record<RichTextTool, () => void> = {
    h2: () => chain().toggleHeading({ level: 2 }).run(),
    h3: () => chain().toggleHeading({ level: 3 }).run(),
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    bullet: () => chain().toggleBulletList().run(),
    ordered: () => chain().toggleOrderedList().run(),
    quote: () => chain().toggleBlockquote().run(),
    link: () => {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setLinkOpen(true);
    },
  };
  return (
    <div className="studio-richtext">
      <Flex wrap gap={4} className="studio-richtext-toolbar" role="toolbar" aria-label="Formatting">
        {RICH_TEXT_TOOLS.map(({ key, text, title }) => (
          <Tooltip key={key} title={title}>
            <Button
              size="small"
              type={state?.[key] ? 'primary' : 'default'}
              aria-pressed={state?.[key]}
              aria-label={title}
              onClick={run[key]}
            >
              {text}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" aria-label="Image" onClick={() => setImageOpen(true)}>
          Image
        </Button>
      </Flex>
      <EditorContent editor={editor} />
      <Modal
        title="Link"
        open={linkOpen}
        okText="Apply"
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          const url = href.trim();
          if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
          else chain().extendMarkRange('link').unsetLink().run();
          setLinkOpen(false);
        }}
        destroyOnHidden
      >
        <Input
          aria-label="Link address"
          placeholder="/contact or https://…"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          autoFocus
        />
      </Modal>
      <MediaPicker
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onPick={(item) => {
          chain().setImage({ src: item.url, alt: item.alt }).run();
          setImageOpen(false);
        }}
      />
    </div>
  );
}
