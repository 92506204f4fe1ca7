import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RESUME_TYPES } from '@managewell/api/contract';
import { fileTypeFromBuffer } from 'file-type';

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

/** The folder holding resumes: DATA_DIR/uploads/resumes. */
export const resumeFolder = (dataDir: string) => join(dataDir, 'uploads', 'resumes');

/**
 * Writes a resume under a random name, readable by the server's user only.
 * Returns the stored name and a function that removes the file again.
 */
export async function saveResume(
  dataDir: string,
  content: Uint8Array,
  type: ResumeType,
): Promise<{ storedName: string; remove: () => Promise<void> }> {
  const folder = resumeFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${type.ext}`;
  const path = join(folder, storedName);
  await writeFile(path, content, { mode: 0o600, flag: 'wx' });
  return { storedName, remove: () => unlink(path).catch(() => undefined) };
}
