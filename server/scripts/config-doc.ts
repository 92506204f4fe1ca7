import { writeFileSync } from 'node:fs';
import { configMarkdown } from '../src/config';

writeFileSync(new URL('../CONFIG.md', import.meta.url), configMarkdown());
console.log('Wrote server/CONFIG.md');
