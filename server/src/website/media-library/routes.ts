/**
 * Website-admin's media library: list (the studio's media picker), upload,
 * alt text and focal point, replace everywhere, where used, delete unused, missing-alt check.
 * Variants are made by the background job (site/media-jobs.ts) as soon as 'site.changed'
 * names the stored media.
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaItem,
  type MediaPage,
  type mediaListQuery,
  mediaOriginalUrl,
  mediaUpdateRequest,
  slugify,
} from '@managewell/api/contract';
import { mediaLibraryEndpoints } from '@managewell/api/endpoints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { media } from '../../platform/db';
import {
  ApiError,
  type ExportColumn,
  notFound,
  pagesOf,
  parseInput,
  registerEndpoints,
  sendExport,
  validationFailed,
} from '../../platform/http';
import type { WebsiteContext } from '../context';
import { ORIGINAL_EXTENSIONS } from '../site';
import { recordSiteAudit } from '../site-audit';
import { checkUpload, tooLarge } from './upload';
import { mediaMissingAlt, mediaUsage, USES, usageCounts } from './usage';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface MediaRow {
  id: string;
  mime: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  focal_x: number;
  focal_y: number;
}

const MEDIA_EXPORT: ExportColumn<MediaItem>[] = [
  { header: 'Id', value: (m) => m.id },
  { header: 'Alt text', value: (m) => m.alt },
  { header: 'Type', value: (m) => m.mime },
  { header: 'Width', kind: 'number', value: (m) => m.width },
  { header: 'Height', kind: 'number', value: (m) => m.height },
  { header: 'Bytes', kind: 'number', value: (m) => m.bytes },
  { header: 'Uses', kind: 'number', value: (m) => m.uses },
  { header: 'Uploaded (IST)', kind: 'datetime', value: (m) => m.created_at },
  { header: 'Address', value: (m) => m.url },
];

function toItem(row: MediaRow, uses?: number): MediaItem {
  return {
    id: row.id,
    url: mediaOriginalUrl(row.id, ORIGINAL_EXTENSIONS[row.mime] ?? 'bin'),
    alt: row.alt,
    width: row.width,
    height: row.height,
    mime: row.mime,
    bytes: row.bytes,
    created_at: row.created_at,
    focal_x: row.focal_x,
    focal_y: row.focal_y,
    ...(uses !== undefined ? { uses } : {}),
  };
}

const COLUMNS = `id, mime, alt, width, height, bytes, ${ISO('created_at')} as created_at, focal_x, focal_y`;

/** The one file of an upload request (field "file") and its text fields. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ content: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  const fields: Record<string, string> = {};
  let file: { content: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw validationFailed('Send one file, in the field "file".', { file: 'One file, field "file".' });
        file = { content: await part.toBuffer(), fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw validationFailed('Send one file at a time.', { file: 'One file per upload.' });
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'BAD_REQUEST', 'The upload could not be read. Please send it again.');
  }
  if (!file) throw validationFailed('Choose a file to upload.', { file: 'Choose a file.' });
  return { ...file, fields };
}

/** A new media id from the file name: 'pool-at-dusk-3f9a1c'. */
function newMediaId(fileName: string): string {
  const base =
    slugify(fileName.replace(/\.[a-z0-9]{2,5}$/i, ''))
      .slice(0, 60)
      .replace(/-+$/, '') || 'image';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

// An upload's alt text follows the same rule as editing it later.
const altField = mediaUpdateRequest.shape.alt.unwrap();

export async function mediaLibraryRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 40,
      fieldSize: 2048,
      fields: 4,
      files: 1,
      parts: 5,
      fileSize: MEDIA_UPLOAD_MAX_BYTES,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });

  const load = async (id: string): Promise<MediaRow> => {
    const { rows } = await ctx.pool.query<MediaRow>(`select ${COLUMNS} from media where id = $1`, [id]);
    if (!rows[0]) throw notFound(`There is no media '${id}'.`);
    return rows[0];
  };

  /** A page of the library, newest first, with each file's use count. */
  const listMedia = async (query: z.output<typeof mediaListQuery>): Promise<MediaPage> => {
    const values: unknown[] = [];
    const where: string[] = [];
    const bind = (v: unknown) => {
      values.push(v);
      return `$${values.length}`;
    };
    if (query.type === 'image') where.push(`mime like 'image/%'`);
    if (query.type === 'pdf') where.push(`mime = 'application/pdf'`);
    if (query.search) {
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(`(lower(id) like ${bind(like)} or lower(alt) like ${bind(like)})`);
    }
    if (query.missingAlt === 'true') where.push(`mime like 'image/%' and btrim(alt) = ''`);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const n = values.length;
    const [rows, count] = await Promise.all([
      ctx.pool.query<MediaRow>(
        `select ${COLUMNS} from media ${clause} order by created_at desc, id limit $${n + 1} offset $${n + 2}`,
        [...values, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      ctx.pool.query<{ total: number }>(`select count(*)::int as total from media ${clause}`, values),
    ]);
    const uses = await usageCounts(
      ctx.pool,
      rows.rows.map((r) => r.id),
    );
    const page: MediaPage = {
      items: rows.rows.map((row) => toItem(row, uses.get(row.id) ?? 0)),
      total: count.rows[0]?.total ?? 0,
    };
    return page;
  };

  registerEndpoints(app, mediaLibraryEndpoints, {
    list: ({ query }) => listMedia(query),
    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(async (page, pageSize) => (await listMedia({ ...query, page, pageSize })).items);
      return sendExport(reply, { name: 'media-library', format, columns: MEDIA_EXPORT, rows });
    },

    upload: async ({ request, user }) => {
      const upload = await readUpload(request);
      const alt = parseInput(z.object({ alt: altField.default('') }), { alt: upload.fields.alt }, 'body').alt;
      const checked = await checkUpload(upload.content, { allowPdf: true });
      const id = newMediaId(upload.fileName);
      await ctx.db.transaction(async (tx) => {
        await tx.insert(media).values({
          id,
          content: upload.content,
          mime: checked.mime,
          alt,
          width: checked.width,
          height: checked.height,
          bytes: upload.content.length,
        });
        await recordSiteAudit(tx, {
          actorId: user.id,
          action: 'media.upload',
          target: `media:${id}`,
          title: upload.fileName.slice(0, 200),
        });
        // At commit: every process's variant worker queues this image's AVIF/WebP/JPEG sizes.
        await ctx.events.publish({ type: 'site.changed', mediaId: id }, tx);
      });
      await ctx.events.publish({ type: 'site.changed', mediaId: id });
      return toItem(await load(id), 0);
    },

    // Replace the file everywhere it is used: same id, new content (same type, so URLs keep working).
    replace: async ({ params: { id }, request, user }) => {
      const current = await load(id);
      const upload = await readUpload(request);
      const checked = await checkUpload(upload.content, { allowPdf: current.mime === 'application/pdf' });
      if (checked.mime !== current.mime) {
        const message = `Replace it with a file of the same type (${ORIGINAL_EXTENSIONS[current.mime]?.toUpperCase()}): pages and settings link to this file by its address.`;
        throw validationFailed(message, { file: message });
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(media)
          .set({
            content: upload.content,
            width: checked.width,
            height: checked.height,
            bytes: upload.content.length,
          })
          .where(eq(media.id, id));
        await recordSiteAudit(tx, {
          actorId: user.id,
          action: 'media.replace',
          target: `media:${id}`,
          title: upload.fileName.slice(0, 200),
        });
        // Every process drops its cached variants of this id, and the worker makes new ones.
        await ctx.events.publish({ type: 'site.changed', mediaId: id }, tx);
      });
      await ctx.events.publish({ type: 'site.changed', mediaId: id });
      return toItem(await load(id));
    },

    update: async ({ params: { id }, body: input, user }) => {
      const updated = await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ alt: media.alt, focalX: media.focalX, focalY: media.focalY })
          .from(media)
          .where(eq(media.id, id))
          .for('update');
        if (!before) throw notFound(`There is no media '${id}'.`);
        const set = {
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.focal_x !== undefined ? { focalX: input.focal_x } : {}),
          ...(input.focal_y !== undefined ? { focalY: input.focal_y } : {}),
        };
        if (Object.keys(set).length === 0) return false;
        await tx.update(media).set(set).where(eq(media.id, id));
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (input.alt !== undefined && input.alt !== before.alt)
          changes.alt = { from: before.alt, to: input.alt };
        if (input.focal_x !== undefined || input.focal_y !== undefined)
          changes.focal = {
            from: [before.focalX, before.focalY],
            to: [input.focal_x ?? before.focalX, input.focal_y ?? before.focalY],
          };
        await recordSiteAudit(tx, {
          actorId: user.id,
          action: 'media.update',
          target: `media:${id}`,
          changes,
        });
        // Alt text and focal point are in the pages' documents: every process rebuilds them.
        await ctx.events.publish({ type: 'site.changed' }, tx);
        return true;
      });
      if (updated) await ctx.events.publish({ type: 'site.changed' });
      return toItem(await load(id));
    },

    usage: async ({ params: { id } }) => {
      await load(id);
      return mediaUsage(ctx.pool, id);
    },

    remove: async ({ params: { id }, query, user }) => {
      await ctx.db.transaction(async (tx) => {
        // Locked first: a save naming this media waits, then sees it gone (or we see its use).
        const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
        if (!row) throw notFound(`There is no media '${id}'.`);
        const { rows } = await tx.execute<{ uses: number }>(
          sql`select ${sql.raw(USES)} as uses from (select ${id}::text as id) as m`,
        );
        const uses = rows[0]?.uses ?? 0;
        if (uses > 0 && query.force !== 'true')
          throw new ApiError(
            409,
            ERROR_CODES.conflict,
            `This file is used in ${uses} ${uses === 1 ? 'place' : 'places'} (live, drafts or older versions): see "Where used".`,
            undefined,
            { usages: await mediaUsage(ctx.pool, id) },
          );
        await tx.delete(media).where(eq(media.id, id));
        await recordSiteAudit(tx, { actorId: user.id, action: 'media.delete', target: `media:${id}` });
        await ctx.events.publish({ type: 'site.changed', mediaId: id }, tx);
      });
      await ctx.events.publish({ type: 'site.changed', mediaId: id });
    },

    // For the studio: which of these images may not be used on a published page (no alt text).
    missingAlt: async ({ body: { ids } }) => ({ missing: await mediaMissingAlt(ctx.pool, ids) }),
  });
}
