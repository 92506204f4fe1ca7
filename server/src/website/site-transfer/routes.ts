/**
 * Export / import of the whole website (website-admin only; see docs/decisions/0021-site-export-import.md):
 *   GET  /api/website-admin/site-archive          the archive (.tar.gz), streamed
 *   POST /api/website-admin/site-archive/import   the archive as the raw body (application/gzip),
 *        ?mode=merge|replace&dryRun=true|false&expect=<sha256 of the dry run's archive>
 * The upload is streamed to a temporary file (size-limited, hashed on the way), then imported
 * from there (import.ts) and removed.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SITE_ARCHIVE_MAX_BYTES } from '@managewell/api/contract';
import { siteTransferEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, registerEndpoints, validationFailed } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { exportSite } from './export';
import { importSite } from './import';

const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];
const TOO_LARGE = `The archive is larger than ${SITE_ARCHIVE_MAX_BYTES / 1024 / 1024} MB.`;

/** Writes the request body to `path`; its sha256, or 413 past the size limit. */
async function receive(request: FastifyRequest, path: string): Promise<string> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ARCHIVE_TYPES.includes(type))
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the archive file itself as the body (Content-Type: application/gzip).',
    );
  // The parser below left the body unread: it is read here, straight from the request.
  const body = request.raw;
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > SITE_ARCHIVE_MAX_BYTES)
        return done(new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, { archive: TOO_LARGE }));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(path));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'BAD_REQUEST', 'The archive could not be received. Please send it again.');
  }
  if (size === 0) throw validationFailed('Choose an archive file.', { archive: 'The file is empty.' });
  return hash.digest('hex');
}

export async function siteTransferRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  // The archive is left unread by the parser (this plugin's routes only) and streamed to a file by
  // the handler. (Not handed over as the body: the input checks walk every parsed body.)
  app.addContentTypeParser(ARCHIVE_TYPES, (_request, _payload, done) => done(null));

  registerEndpoints(app, siteTransferEndpoints, {
    archive: ({ reply }) => {
      const now = new Date();
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/gzip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="website-${day}.tar.gz"`)
        .send(exportSite(ctx.pool, now));
    },
    import: async ({ query, user, request }) => {
      const dir = await mkdtemp(join(tmpdir(), 'mw-site-import-'));
      try {
        const path = join(dir, 'archive.tar.gz');
        const archive = await receive(request, path);
        if (query.expect && query.expect !== archive)
          throw validationFailed(
            'This is not the archive the dry run checked: choose the file again and run the dry run again.',
            { archive: 'Another file than the one checked.' },
          );
        const report = await importSite(ctx.db, ctx.events, path, {
          mode: query.mode,
          dryRun: query.dryRun === 'true',
          actorId: user.id,
          archive,
        });
        if (!report.dryRun)
          request.log.info({ mode: report.mode, unchanged: report.unchanged }, 'imported a website archive');
        return report;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  });
}
