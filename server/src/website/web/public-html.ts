/**
 * The first HTML response of a public URL: the shell's index.html with the page rendered by the
 * public-site remote's SSR bundle, its own head (title, description, canonical, Open Graph,
 * Twitter, JSON-LD), the site CSS inlined and the state the browser hydrates from.
 */

import { createHash } from 'node:crypto';
import type { PublicPage, PublicSiteState, SiteSettings } from '@managewell/api/contract';
import { SITE_STATE_ELEMENT_ID } from '@managewell/api/contract';
import {
  htmlContentSecurityPolicy,
  inlineScriptHashes,
  Precompressed,
  remoteOrigins,
  scriptHash,
} from '../../platform/http';

/** What the public-site remote's `dist-ssr/render.mjs` exports. */
export interface SsrBundle {
  render(state: PublicSiteState): string;
  css: string;
  /** JavaScript run inline right after <body> opens: applies the stored dark mode before paint. */
  THEME_SCRIPT: string;
  /**
   * The site's own browser script, relative to the remote's remoteEntry.js (a public page loads
   * React and the site, not the shell's back-office bootstrap; see docs/decisions/0015-public-page-script.md); absent or null in a build
   * without it, and the page then starts from the shell's script.
   */
  PAGE_SCRIPT?: string | null;
}

/**
 * The resource hints React collects while rendering (e.g. the preload of a page's first, largest
 * image) lead its output; they move into the head, ahead of the inlined CSS, so the browser
 * starts those downloads with the first bytes of the page so the largest paint comes sooner.
 */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/** The template's external scripts (the shell's main.js): `<script … src=…></script>`. */
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

/** The page script's URL: beside the public-site remote's entry (same folder, same origin). */
export function pageScriptUrl(remoteEntry: string | undefined, script: string | null | undefined) {
  if (!remoteEntry || !script) return null;
  return remoteEntry.replace(/[^/]*$/, script);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON safe inside a <script> element: no '</script>', no HTML comment openers, no JS line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
}

/** The page's own head: everything a search engine or a link preview reads. */
export function headTags(page: PublicPage, settings: SiteSettings): string {
  const { seo } = page;
  const company = settings.header.company_name;
  const title = page.kind === 'home' ? `${company} | ${seo.title}` : `${seo.title} | ${company}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', seo.description),
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">`,
    seo.noindex ? '<meta name="robots" content="noindex">' : '',
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:site_name', company),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.canonical),
    meta('property', 'og:image', seo.image),
    meta('name', 'twitter:card', seo.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', seo.image),
    ...seo.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ].join('');
}

export interface RenderedPage {
  html: string;
  /** The same HTML with its compressed forms, each made once (http/compression). */
  body: Precompressed;
  etag: string;
  /** Its Content-Security-Policy: the inline theme script allowed by hash, the remotes' origins. */
  csp: string;
}

/**
 * The policy of a page built on the shell's template: the template's own inline scripts (from the
 * build) and the given ones are allowed by hash, never whatever the rendered content holds.
 */
export function pagePolicy(
  template: string,
  remotes: Record<string, string>,
  inlineScripts: string[] = [],
  imageOrigins: string[] = [],
) {
  return htmlContentSecurityPolicy({
    scriptHashes: [...inlineScriptHashes(template), ...inlineScripts.map(scriptHash)],
    remoteOrigins: remoteOrigins(remotes),
    imageOrigins,
  });
}

/**
 * Fills the shell's index.html: the page's head and inlined CSS go before </head>; the theme
 * script, the server-rendered page, the hydration state and the remote URLs go into <body>.
 */
export function renderPublicHtml(
  template: string,
  bundle: SsrBundle,
  state: PublicSiteState,
  remotes: Record<string, string>,
): RenderedPage {
  const rendered = bundle.render(state);
  const hints = LEADING_HINTS.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hints.length);
  const pageScript = pageScriptUrl(remotes['public-site'], bundle.PAGE_SCRIPT);
  const head = [
    hints,
    headTags(state.page, state.settings),
    `<style id="mw-site-css">${bundle.css}</style>`,
    pageScript
      ? // The site's own script instead of the shell's (removed below).
        `<script defer src="${escapeHtml(pageScript)}"></script>`
      : // The remote's entry starts downloading with the page, not after the shell's script has run.
        `<link rel="preload" as="script" href="${escapeHtml(remotes['public-site'] ?? '')}">`,
  ].join('');
  const tail = [
    `<script id="${SITE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>`,
    `<script id="mw-remotes" type="application/json">${scriptJson(remotes)}</script>`,
  ].join('');
  const html = (pageScript ? template.replace(EXTERNAL_SCRIPT, '') : template)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<html lang="en">', '<html lang="en-IN">')
    .replace(/<body>\s*<div id="root">[\s\S]*?<\/div>\s*<\/body>/, () => {
      return `<body><script>${bundle.THEME_SCRIPT}</script><div id="root">${body}</div>${tail}</body>`;
    });
  return {
    html,
    body: new Precompressed(html),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    csp: pagePolicy(template, remotes, [bundle.THEME_SCRIPT]),
  };
}
