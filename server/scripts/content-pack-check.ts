// Checks a content pack folder (default: the demo pack, server/content-pack) as the seed would
// load it; prints each problem with its file. `pnpm --filter @managewell/server content-pack:check [folder]`
import { resolve } from 'node:path';
import { checkContentPack, DEMO_PACK_DIR } from '../src/website/site-transfer/pack';

const [folder] = process.argv.slice(2).filter((a) => a !== '--');
const dir = folder ? resolve(process.env.INIT_CWD ?? process.cwd(), folder) : DEMO_PACK_DIR;
const problems = await checkContentPack(dir);
for (const p of problems) console.error(p);
console.log(problems.length ? `${problems.length} problem(s) in ${dir}` : `${dir}: no problems`);
process.exit(problems.length ? 1 : 0);
