/**
 * The editor's schema: only what the site's sanitiser keeps (paragraphs, h2/h3, lists, links,
 * bold/italic, quotes, line breaks, media-library images). Pasted Word or Google Docs HTML is
 * parsed into this schema, so its styles, spans, fonts and classes are dropped.
 */
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** Word's conditional comments (<!--[if gte mso 9]>…<![endif]-->) hold XML, not content. */
export function cleanPastedHtml(html: string): string {
  return html.replace(/<!--\[if[\s\S]*?endif\]-->/g, '');
}
