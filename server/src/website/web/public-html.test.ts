import type { PublicSiteState } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { escapeHtml, pageScriptUrl, renderPublicHtml, type SsrBundle, scriptJson } from './public-html';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`Pools & "Spas" <b>'x'</b>`)).toBe(
      'Pools &amp; &quot;Spas&quot; &lt;b&gt;&#39;x&#39;&lt;/b&gt;',
    );
  });
});

describe('scriptJson', () => {
  it('keeps content from closing the script element and round-trips', () => {
    const value = { text: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the public page script', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>Managewell</title>' +
    '<script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
  const state = {
    settings: { header: { company_name: 'Tarang' } },
    status: 200,
    page: { kind: 'home', seo: { title: 'Home', canonical: 'http://x/', jsonLd: [] } },
  } as unknown as PublicSiteState;
  const remotes = { 'public-site': '/remotes/public-site/remoteEntry.js' };
  const bundle = (PAGE_SCRIPT?: string | null): SsrBundle => ({
    render: () => '<main>Home</main>',
    css: '',
    THEME_SCRIPT: '',
    PAGE_SCRIPT,
  });

  it('is resolved beside the remote entry, on any origin', () => {
    expect(pageScriptUrl('/remotes/public-site/remoteEntry.js', 'page.abc.js')).toBe(
      '/remotes/public-site/page.abc.js',
    );
    expect(pageScriptUrl('https://cdn.example/site/remoteEntry.js', 'page.abc.js')).toBe(
      'https://cdn.example/site/page.abc.js',
    );
    expect(pageScriptUrl(undefined, 'page.abc.js')).toBeNull();
    expect(pageScriptUrl('/remotes/public-site/remoteEntry.js', null)).toBeNull();
  });

  it("replaces the shell's script when the site's build has one", () => {
    const { html } = renderPublicHtml(template, bundle('page.abcdef0123.js'), state, remotes);
    expect(html).toContain('<script defer src="/remotes/public-site/page.abcdef0123.js"></script>');
    expect(html).not.toContain('main.0123456789.js');
    expect(html).not.toContain('remoteEntry.js"></script>');
  });

  it("keeps the shell's script (and preloads the remote entry) without one", () => {
    const { html } = renderPublicHtml(template, bundle(null), state, remotes);
    expect(html).toContain('<script defer src="/main.0123456789.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/public-site/remoteEntry.js">');
  });
});
