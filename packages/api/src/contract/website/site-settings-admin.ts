import { z } from 'zod';
import { type SameType, timestampAnswer } from '../answers';
import { versionField } from '../common';
import { defineEndpoint } from '../endpoint';
import type { StoredSiteSettings } from '../site';
import type { FooterColumn, SettingsAuditEntry, SettingsDocument } from '../website-admin';

const ADMIN = ['website-admin'] as const;

/** The settings are checked by the server's own schema (settings-schema.ts) after this envelope. */
export const settingsSaveRequest = z.strictObject({
  version: versionField(),
  settings: z.unknown(),
});

const choiceAnswer = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
// The stored document is described field by field by the server's settings schema.
const settingsAnswer = z.custom<StoredSiteSettings>((value) => typeof value === 'object' && value !== null);
const documentAnswer = z.object({
  settings: settingsAnswer,
  version: z.number().int(),
  updated_at: timestampAnswer,
  updated_by: z.string().nullable(),
  footer_choices: z.object({
    service: z.array(choiceAnswer),
    project: z.array(choiceAnswer),
    product: z.array(choiceAnswer),
  }) satisfies z.ZodType<Record<FooterColumn, unknown>>,
});
const auditAnswer = z.object({
  id: z.number().int(),
  at: timestampAnswer,
  by: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});

const agreed: [
  SameType<z.output<typeof documentAnswer>, SettingsDocument>,
  SameType<z.output<typeof auditAnswer>, SettingsAuditEntry>,
] = [true, true];
void agreed;

export const siteSettingsAdminEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/settings',
    access: ADMIN,
    summary: 'The settings document with its version and the footer columns’ published choices.',
    answer: documentAnswer,
    errors: [404],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/website-admin/settings',
    access: ADMIN,
    summary: 'Saves the settings on top of `version`; 409 with the changes when someone saved first.',
    body: settingsSaveRequest,
    answer: documentAnswer,
    errors: [404, 409],
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/website-admin/settings/audit',
    access: ADMIN,
    summary: 'The last 50 settings changes: who, when, field by field.',
    answer: z.array(auditAnswer),
  }),
};
