import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const apiDocsEndpoints = {
  openapi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    // The deployment's API_DOCS decides: signed-in staff, or anyone when API_DOCS=public.
    access: 'authenticated',
    summary: 'The OpenAPI 3.1 document of every route (anyone may read it when API_DOCS=public).',
    answerKind: 'bare',
    // An OpenAPI document: its paths are free-form by nature.
    answer: z.object({
      openapi: z.literal('3.1.0'),
      info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
      tags: z.array(z.object({ name: z.string(), description: z.string() })),
      paths: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
      components: z.record(z.string(), z.unknown()),
    }),
  }),
  reference: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'The interactive API reference (Swagger UI, served from here with its own files).',
    answerKind: 'html',
  }),
};
