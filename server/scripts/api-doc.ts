import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiMarkdown } from '../src/platform/api-docs/markdown';

const file = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
writeFileSync(file, apiMarkdown());
// In the repository's markdown format, so `biome ci` (lint and format in `pnpm test`) accepts it.
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { stdio: 'inherit' });
console.log('Wrote docs/api.md');
