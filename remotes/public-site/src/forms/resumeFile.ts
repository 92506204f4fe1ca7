import { RESUME_MAX_BYTES, RESUME_MESSAGES, RESUME_TYPES } from '@managewell/api/contract';

export const RESUME_ACCEPT = RESUME_TYPES.map((type) => `.${type}`).join(',');

/** The message for a resume the server would refuse (missing, wrong type, over 5 MB), or null. */
export function resumeProblem(file: File | null | undefined): string | null {
  if (!file) return RESUME_MESSAGES.missing;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(RESUME_TYPES as readonly string[]).includes(extension)) {
    return RESUME_MESSAGES.type;
  }
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  if (file.size === 0) return RESUME_MESSAGES.missing;
  return null;
}
