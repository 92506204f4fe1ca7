import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { REMOTE_NAMES } from '../remotes';

export const webEndpoints = {
  remotes: defineEndpoint({
    method: 'GET',
    path: '/remotes.json',
    access: 'public',
    summary: "Each remote's remoteEntry.js URL, for the shell to load them from (no-cache).",
    answerKind: 'bare',
    answer: z.strictObject(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string()])) as Record<
        (typeof REMOTE_NAMES)[number],
        z.ZodString
      >,
    ),
  }),
};
