/**
 * A compact way to write the seed's rich text: one string per block. '## ' starts a heading,
 * '- ' lines form a bulleted list, anything else is a paragraph. Text is HTML-escaped; **x**
 * becomes <strong>. The output uses only the tags the site's sanitiser allows.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (text: string) => escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

export function rich(...blocks: string[]): string {
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
    if (block.startsWith('## ')) html.push(`<h2>${inline(block.slice(3))}</h2>`);
    else if (block.startsWith('### ')) html.push(`<h3>${inline(block.slice(4))}</h3>`);
    else html.push(`<p>${inline(block)}</p>`);
  }
  flushList();
  return html.join('');
}
