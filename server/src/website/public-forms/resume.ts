import { randomUUID } from 'node:crypto';
import type { RESUME_TYPES } from '@managewell/api/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../../platform/storage';

export type ResumeType = { ext: (typeof RESUME_TYPES)[number]; mime: string };

const DOC_MIME = 'application/msword';

/**
 * The resume's type, read from its content (never from its name or declared type):
 * PDF, DOCX (a zip with word/document.xml) or DOC (an OLE compound file, which file-type
 * calls 'cfb'; taken as a DOC only when the file is named .doc). Anything else: null.
 */
export async function detectResumeType(content: Uint8Array, fileName: string): Promise<ResumeType | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  if (detected.ext === 'pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (detected.ext === 'docx') return { ext: 'docx', mime: detected.mime };
  if (detected.ext === 'cfb' && /\.doc$/i.test(fileName.trim())) return { ext: 'doc', mime: DOC_MIME };
  return null;
}

/** The store's key of a resume: uploads/resumes/<name>. */
export const resumeKey = (storedName: string) => `uploads/resumes/${storedName}`;

/**
 * Writes a resume under a random name, readable by the server's user only.
 * Returns the stored name and a function that removes the file again.
 */
export async function saveResume(
  files: FileStore,
  content: Uint8Array,
  type: ResumeType,
): Promise<{ storedName: string; remove: () => Promise<void> }> {
  const storedName = `${randomUUID()}.${type.ext}`;
  const key = resumeKey(storedName);
  await files.put(key, Buffer.from(content), type.mime);
  return { storedName, remove: () => files.remove(key).catch(() => undefined) };
}
