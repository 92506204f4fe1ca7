import { z } from 'zod';
import type { SameType } from '../answers';
import { defineEndpoint } from '../endpoint';
import {
  SITE_ARCHIVE_MAX_BYTES,
  SITE_IMPORT_MODES,
  type SiteImportReport,
  siteImportQuery,
} from '../site-transfer';

const ADMIN = ['website-admin'] as const;

const changeCounts = {
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
};
const reportAnswer = z.object({
  dryRun: z.boolean(),
  mode: z.enum(SITE_IMPORT_MODES),
  archive: z.string(),
  exportedAt: z.string().nullable(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      ...changeCounts,
      addedTitles: z.array(z.string()),
      changedTitles: z.array(z.string()),
      removedTitles: z.array(z.string()),
    }),
  ),
  settingsChanged: z.array(z.string()),
  media: z.object({
    ...changeCounts,
    addedIds: z.array(z.string()),
    changedIds: z.array(z.string()),
    removedIds: z.array(z.string()),
  }),
  unchanged: z.boolean(),
});

const agreed: SameType<z.output<typeof reportAnswer>, SiteImportReport> = true;
void agreed;

export const siteTransferEndpoints = {
  archive: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/site-archive',
    access: ADMIN,
    summary: 'The whole website as website-YYYY-MM-DD.tar.gz (content, settings, media), streamed.',
    query: z.strictObject({}),
    answerKind: 'file',
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/website-admin/site-archive/import',
    access: ADMIN,
    summary: 'Imports an archive sent as the body (application/gzip); a dry run reports and changes nothing.',
    query: siteImportQuery,
    answer: reportAnswer,
    errors: [413, 415],
    options: { bodyLimit: SITE_ARCHIVE_MAX_BYTES },
  }),
};
