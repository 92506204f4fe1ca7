/**
 * The HTML body of a mail, made safe before it is stored: what mail clients render (tables,
 * inline styles, images by https or cid) stays; scripts, forms, event handlers and
 * javascript: URLs go. Templates escape the values they interpolate; this is the second wall,
 * for the recipients and for the outbox page that shows the body.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'center',
    'h1',
    'h2',
    'h3',
    'h4',
  ],
  allowedAttributes: {
    '*': [
      'style',
      'align',
      'valign',
      'width',
      'height',
      'bgcolor',
      'colspan',
      'rowspan',
      'border',
      'cellpadding',
      'cellspacing',
      'dir',
      'lang',
      'title',
    ],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt'],
    font: ['color', 'face', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'cid', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'title',
    'head',
  ],
};

/** Safe HTML for a mail body. */
export function sanitiseMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
