/**
 * Rich-text sanitiser for content written by the admin (and the seed): keeps the few tags the
 * public pages style, drops scripts, event handlers and dangerous URLs.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  // Images only from the site's own media library (the studio's editor inserts those).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\/media\/[a-z0-9][a-z0-9-]*\/[a-z0-9.]+$/.test(frame.attribs.src ?? ''),
  // Relative URLs are always allowed by sanitize-html; absolute ones only with these schemes.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = {};
      if (href) out.href = href;
      if (external) {
        out.rel = 'noopener noreferrer';
        out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
  },
};

/** Safe HTML for a RichText field. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
