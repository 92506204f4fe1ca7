import type { RichText as RichTextHtml } from '@managewell/api/contract';

/**
 * Content HTML from the server. It is sanitised there (p, h2, h3, ul, ol, li, strong, em, a,
 * blockquote only), so it is rendered as is, inside the typography styles of `.rich-text`.
 */
export function RichText({ html, className }: { html: RichTextHtml; className?: string }) {
  if (html.trim() === '') return null;
  const classes = `rich-text${className ? ` ${className}` : ''}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (contract RichText).
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
