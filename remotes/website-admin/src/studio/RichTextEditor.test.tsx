import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from './RichTextEditor';
import { cleanPastedHtml, RICH_TEXT_EXTENSIONS } from './richTextExtensions';

vi.mock('./api', () => ({ studioApi: { media: vi.fn().mockResolvedValue({ items: [], total: 0 }) } }));

const WORD = `<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
<p class="MsoNormal" style="margin:0cm;mso-line-height-alt:12pt"><span style="font-family:Calibri;color:#333">Our <b>pools</b> are <i>built</i> to last.<o:p></o:p></span></p>
<h1 style="mso-outline-level:1"><span lang="EN-IN">Warranty</span></h1>
<table><tr><td>Ten years</td></tr></table>`;

const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-size:11pt;font-weight:400">Plain text from Docs</span></p></b>`;

function parse(html: string): string {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: cleanPastedHtml(html) });
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

describe('rich text', () => {
  it('cleans HTML pasted from Word: no styles, classes, spans or Office tags', () => {
    const html = parse(WORD);
    expect(html).toContain('<strong>pools</strong>');
    expect(html).toContain('<em>built</em>');
    expect(html).not.toMatch(/style=|class=|<span|<o:p|mso|<table|<h1/);
    expect(html).toContain('Ten years');
  });

  it('does not make a Google Docs paste bold', () => {
    expect(parse(DOCS)).toBe('<p>Plain text from Docs</p>');
  });

  it('formats with the toolbar and reports HTML', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Hello</p>" onChange={onChange} label="Body" />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.innerHTML).toContain('Hello');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2>Hello<\/h2>/));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul><li>/));
  });
});

/** Rendered after the editor: the tick passes while it renders (fake timers). */
function LaterSibling() {
  vi.advanceTimersByTime(5);
  return null;
}

describe('rich text editor under a slow render', () => {
  it('survives a render committed after useEditor destroyed the editor it began with', async () => {
    // useEditor destroys its first editor one tick (setTimeout 1 ms) after the first render
    // unless that render has been committed by then. On a slow machine a long form's render
    // takes longer: the commit came with the destroyed editor and the fixed pages (terms,
    // privacy, disclaimer, banners) crashed ("The website-admin module could not be loaded").
    // Here the tick passes during a later sibling's render.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(
        <>
          <RichTextEditor value="<p>Terms</p>" label="Body" />
          <LaterSibling />
        </>,
      );
    } finally {
      vi.useRealTimers();
    }
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.innerHTML).toContain('Terms');
  });
});
