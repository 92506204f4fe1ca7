import { z } from 'zod';
import { type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import { forceQuery } from '../site-admin';
import {
  type MediaItem,
  type MediaPage,
  type MediaUsage,
  mediaListQuery,
  mediaMissingAltRequest,
  mediaUpdateRequest,
} from '../website-admin';

const ADMIN = ['website-admin'] as const;

const mediaParams = z.strictObject({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Unknown media.') });

export const mediaItemAnswer = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.string().optional(),
  bytes: z.number().int().optional(),
  created_at: timestampAnswer.optional(),
  focal_x: z.number().optional(),
  focal_y: z.number().optional(),
  uses: z.number().int().optional(),
});
const pageAnswer = z.object({ items: z.array(mediaItemAnswer), total: z.number().int() });
const usageAnswer = z.object({
  kind: z.string(),
  id: z.number().int().nullable(),
  title: z.string(),
  published: z.boolean(),
  field: z.string(),
});

const agreed: [
  SameType<z.output<typeof mediaItemAnswer>, MediaItem>,
  SameType<z.output<typeof pageAnswer>, MediaPage>,
  SameType<z.output<typeof usageAnswer>, MediaUsage>,
] = [true, true, true];
void agreed;

export const mediaLibraryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/media',
    access: ADMIN,
    summary: 'A page of the media library (the media picker), newest first, with use counts.',
    query: mediaListQuery,
    answer: pageAnswer,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/media/export',
    access: ADMIN,
    summary: 'The filtered media library as CSV or Excel (`format`).',
    query: mediaListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/media',
    access: ADMIN,
    summary: 'Uploads one file (multipart: `file`, optional `alt`); its variants are queued at commit.',
    answer: mediaItemAnswer,
    status: 201,
    errors: [413, 415],
  }),
  replace: defineEndpoint({
    method: 'PUT',
    path: '/api/website-admin/media/:id/content',
    access: ADMIN,
    summary: 'Replaces the file everywhere it is used (multipart: `file`, same type, same id).',
    params: mediaParams,
    answer: mediaItemAnswer,
    errors: [404, 413, 415],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/website-admin/media/:id',
    access: ADMIN,
    summary: 'Sets the alt text and focal point.',
    params: mediaParams,
    body: mediaUpdateRequest,
    answer: mediaItemAnswer,
    errors: [404],
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/media/:id/usage',
    access: ADMIN,
    summary: 'Where the file is used: content items by field, and the settings.',
    params: mediaParams,
    answer: z.array(usageAnswer),
    errors: [404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/website-admin/media/:id',
    access: ADMIN,
    summary: 'Deletes a file; 409 naming where it is used (any version of an item) unless force=true.',
    params: mediaParams,
    query: forceQuery,
    status: 204,
    errors: [404, 409],
  }),
  missingAlt: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/media/missing-alt',
    access: ADMIN,
    summary: 'Which of these images have no alt text (or are unknown): the studio will not publish them.',
    body: mediaMissingAltRequest,
    answer: z.object({ missing: z.array(z.string()) }),
  }),
};
