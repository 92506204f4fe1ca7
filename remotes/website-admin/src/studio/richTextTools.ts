/** The rich-text toolbar's buttons (the editor's and its stand-in's, RichTextField.tsx). */
export const RICH_TEXT_TOOLS = [
  { key: 'h2', text: 'H2', title: 'Heading' },
  { key: 'h3', text: 'H3', title: 'Subheading' },
  { key: 'bold', text: 'B', title: 'Bold' },
  { key: 'italic', text: 'I', title: 'Italic' },
  { key: 'bullet', text: '•', title: 'Bulleted list' },
  { key: 'ordered', text: '1.', title: 'Numbered list' },
  { key: 'quote', text: '❝', title: 'Quote' },
  { key: 'link', text: 'Link', title: 'Link' },
] as const;

export type RichTextTool = (typeof RICH_TEXT_TOOLS)[number]['key'];

/** What the user did in the stand-in before the editor arrived, replayed into the editor. */
export type PendingInput =
  | { type: 'text'; text: string }
  | { type: 'key'; key: 'Enter' | 'Backspace' | 'Delete' }
  /** Ctrl/⌘+Home or End: the caret to the start or the end of the text. */
  | { type: 'caret'; to: 'start' | 'end' }
  | { type: 'paste'; html: string; text: string };

/** Where the editor should take the focus when it replaces its stand-in. */
export interface EditorStart {
  /** The point clicked (the caret goes there), or the end of the text. */
  at?: { x: number; y: number };
  /** Input typed or pasted while the editor downloaded. */
  pending: PendingInput[];
}
