// Writes `.br` and `.gz` beside every emitted text asset, at the best compression levels,
// so the server sends pre-compressed files instead of compressing on each request.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** Brotli size of each asset of the last build, by asset name (read by SizeBudgetPlugin). */
  brotliSizes = new Map();

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      this.brotliSizes.clear();
      const out = compilation.outputOptions.path;
      for (const asset of compilation.getAssets()) {
        if (!COMPRESSIBLE.test(asset.name)) continue;
        const source = asset.source.buffer();
        if (source.length < MIN_BYTES) continue;
        const file = path.join(out, asset.name);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        this.brotliSizes.set(asset.name, brotli.length);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    });
  }
}
