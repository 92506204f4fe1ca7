/**
 * The content pack's way of writing rich text (pack.ts): a small Markdown, one block per
 * paragraph. In a Markdown file, blocks are separated by blank lines; in a JSON file, a rich-text
 * field may be an array with one string per block. A block is
 *   '## Heading' / '### Heading'   a heading
 *   '- item'                       a bulleted list item (consecutive items form one list)
 *   '<…'                           raw HTML, kept as it is (sanitised on import like any rich text)
 *   anything else                  a paragraph; **bold** is bold
 * Text is HTML-escaped. What cannot be written so (links, images, tables…) stays HTML.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (text: string) => escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** The HTML of a list of blocks. */
export function blocksToHtml(blocks: readonly string[]): string {
  const html: string[] = [];
  let list: string[] = [];
  const flushList = () => {
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const block of blocks) {
    if (block.startsWith('- ')) {
      list.push(block.slice(2));
      continue;
    }
    flushList();
    if (block.startsWith('<')) html.push(block.trim());
    else if (block.startsWith('## ')) html.push(`<h2>${inline(block.slice(3))}</h2>`);
    else if (block.startsWith('### ')) html.push(`<h3>${inline(block.slice(4))}</h3>`);
    else html.push(`<p>${inline(block)}</p>`);
  }
  flushList();
  return html.join('');
}

/** The blocks of a Markdown text: blank lines separate them, each '- ' line is a list item. */
export function markdownToBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let raw = false;
  const flush = () => {
    if (lines.length) blocks.push(raw ? lines.join('\n') : lines.join(' '));
    lines = [];
    raw = false;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const text = raw ? line : line.trim();
    if (!text.trim()) {
      flush();
      continue;
    }
    if (!raw && (text.startsWith('- ') || text.startsWith('#'))) {
      flush();
      blocks.push(text);
      continue;
    }
    if (!lines.length && text.startsWith('<')) raw = true;
    lines.push(text);
  }
  flush();
  return blocks;
}

/** Blocks as Markdown: list items on consecutive lines, other blocks apart. */
export function blocksToMarkdown(blocks: readonly string[]): string {
  let out = '';
  blocks.forEach((block, i) => {
    const item = block.startsWith('- ');
    const previousItem = i > 0 && blocks[i - 1]!.startsWith('- ');
    if (i > 0) out += item && previousItem ? '\n' : '\n\n';
    out += block;
  });
  return `${out}\n`;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The blocks that give back exactly this HTML, or null when it uses more than blocks can say
 * (the caller then keeps the HTML).
 */
export function htmlToBlocks(html: string): string[] | null {
  const blocks: string[] = [];
  const text = (inner: string): string | null => {
    const plain = inner.replace(/<strong>(.+?)<\/strong>/g, '**$1**');
    if (/[<>]/.test(plain)) return null;
    const value = unescapeHtml(plain);
    return value.trim() === value && value !== '' ? value : null;
  };
  const element = /<(p|h2|h3|ul)>([\s\S]*?)<\/\1>/y;
  let at = 0;
  while (at < html.length) {
    element.lastIndex = at;
    const match = element.exec(html);
    if (!match) return null;
    at = element.lastIndex;
    const [, tag, inner] = match as unknown as [string, string, string];
    if (tag === 'ul') {
      const items = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)];
      if (items.map((m) => m[0]).join('') !== inner || !items.length) return null;
      for (const m of items) {
        const value = text(m[1]!);
        if (value === null) return null;
        blocks.push(`- ${value}`);
      }
      continue;
    }
    const value = text(inner);
    if (value === null || value.startsWith('- ') || value.startsWith('#') || value.startsWith('<'))
      return null;
    blocks.push(tag === 'p' ? value : `${tag === 'h2' ? '##' : '###'} ${value}`);
  }
  // Two lists in a row would read back as one.
  return blocksToHtml(blocks) === html ? blocks : null;
}
