import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configMarkdown } from '../src/platform/config';

const file = fileURLToPath(new URL('../CONFIG.md', import.meta.url));
writeFileSync(file, configMarkdown());
// In the repository's markdown format, so `biome ci` (lint and format in `pnpm test`) accepts it.
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { stdio: 'inherit' });
console.log('Wrote server/CONFIG.md');
