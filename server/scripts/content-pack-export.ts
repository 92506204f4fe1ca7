// Writes a site archive (.tar.gz, from Website admin → Export or GET /api/website-admin/site-archive)
// as a content pack folder, by default the demo pack (server/content-pack), then checks it.
//   pnpm --filter @managewell/server content-pack:export <archive.tar.gz> [folder]
import { resolve } from 'node:path';
import { checkContentPack, DEMO_PACK_DIR } from '../src/website/site-transfer/pack';
import { readSiteArchive, writeContentPack } from '../src/website/site-transfer/pack-export';

const [archive, folder] = process.argv.slice(2).filter((a) => a !== '--');
if (!archive) {
  console.error('usage: content-pack:export <archive.tar.gz> [folder (default server/content-pack)]');
  process.exit(2);
}
const dir = folder ? resolve(process.env.INIT_CWD ?? process.cwd(), folder) : DEMO_PACK_DIR;
const site = await readSiteArchive(resolve(process.env.INIT_CWD ?? process.cwd(), archive));
const { files } = await writeContentPack(dir, site);
console.log(
  `wrote ${site.items.length} items and ${site.media.length} pictures (${files} files) to ${dir}, dates relative to ${site.exportedAt.toISOString()}`,
);
const problems = await checkContentPack(dir);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
