import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's built file closest in size to `bytes` (served by the same static route). */
export function similarStaticFile(webRoot: string, bytes: number): { url: string; size: number } {
  const dist = join(webRoot, 'shell', 'dist');
  const files = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ url: `/${f}`, size: statSync(join(dist, f)).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return files[0] ?? { url: '/index.html', size: statSync(join(dist, 'index.html')).size };
}
