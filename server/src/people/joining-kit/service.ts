/**
 * The joining kit: a new joiner uploads the documents of the checklist (content
 * checked: PDF, JPEG or PNG by their bytes, at most 5 MB), stored under DATA_DIR/uploads/joining-kit
 * with random names and streamed back only to the person and HR; HR verifies each or asks again.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  JOINING_DOCUMENT_KINDS,
  JOINING_DOCUMENTS,
  JOINING_MESSAGES,
  type JoiningChecklistItem,
  type JoiningDocumentKind,
  type JoiningDocumentView,
  type JoiningKit,
  type JoiningQueueRow,
  type JoiningStatus,
  type joiningQueueQuery,
  type joiningReviewInput,
  type Page,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { displayFileName } from '../../platform/lib';
import type { FileStore } from '../../platform/storage';
import { createNotification } from '../../workplace/notifications';
import type { Employee } from '../hr';
import { employees } from '../hr';
import { joiningDocuments } from './schema';

type Row = typeof joiningDocuments.$inferSelect;

/** The store's key of a joining document: uploads/joining-kit/<name> (never served statically). */
export const joiningFileKey = (storedName: string) => `uploads/joining-kit/${storedName}`;

const MIME = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

/** The file's type read from its bytes (never its name or declared type), if allowed for the kind. */
export async function detectJoiningType(
  content: Uint8Array,
  kind: JoiningDocumentKind,
): Promise<{ ext: 'pdf' | 'jpg' | 'png'; mime: string } | null> {
  const detected = await fileTypeFromBuffer(content);
  const ext = detected?.ext;
  if (ext !== 'pdf' && ext !== 'jpg' && ext !== 'png') return null;
  if (!JOINING_DOCUMENTS[kind].types.includes(ext)) return null;
  return { ext, mime: MIME[ext] };
}

function view(row: Row, reviewer: string | null): JoiningDocumentView {
  return {
    id: row.id,
    kind: row.kind as JoiningDocumentKind,
    status: row.status as JoiningStatus,
    originalName: row.originalName,
    mime: row.mime,
    bytes: row.bytes,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer,
    note: row.note,
    version: row.version,
  };
}

/** A person's checklist: every kind in order, with its document when uploaded. */
export async function joiningKitOf(db: DbOrTx, employeeId: number): Promise<JoiningKit> {
  const rows = await db
    .select({ doc: joiningDocuments, reviewer: users.fullName })
    .from(joiningDocuments)
    .leftJoin(users, eq(users.id, joiningDocuments.reviewedBy))
    .where(eq(joiningDocuments.employeeId, employeeId));
  const byKind = new Map(rows.map((r) => [r.doc.kind, view(r.doc, r.reviewer)]));
  const items: JoiningChecklistItem[] = JOINING_DOCUMENT_KINDS.map((kind) => ({
    kind,
    label: JOINING_DOCUMENTS[kind].label,
    hint: JOINING_DOCUMENTS[kind].hint,
    document: byKind.get(kind) ?? null,
  }));
  return {
    items,
    verified: items.filter((i) => i.document?.status === 'verified').length,
    total: items.length,
  };
}

/**
 * Stores a checked upload as the person's document of that kind (replacing an earlier one that
 * HR has not verified): the file is written first, the row upserted, and the replaced file removed.
 */
export async function uploadJoiningDocument(
  db: DbOrTx,
  files: FileStore,
  me: Employee,
  kind: JoiningDocumentKind,
  file: { fileName: string; content: Buffer },
): Promise<JoiningKit> {
  if (file.content.length === 0)
    throw validationFailed(JOINING_MESSAGES.missing, { file: JOINING_MESSAGES.missing });
  const type = await detectJoiningType(file.content, kind);
  if (!type) {
    const message = kind === 'photo' ? JOINING_MESSAGES.photoType : JOINING_MESSAGES.type;
    throw validationFailed(message, { file: message });
  }
  const storedName = `${randomUUID()}.${type.ext}`;
  await files.put(joiningFileKey(storedName), file.content, type.mime);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(joiningDocuments)
        .where(and(eq(joiningDocuments.employeeId, me.id), eq(joiningDocuments.kind, kind)))
        .for('update');
      if (current?.status === 'verified')
        throw conflict('HR has verified this document already: ask HR if it needs to change.');
      const values = {
        status: 'uploaded',
        storedName,
        originalName: displayFileName(file.fileName, type.ext),
        mime: type.mime,
        bytes: file.content.length,
        uploadedAt: new Date(),
        reviewedBy: null,
        reviewedAt: null,
        note: null,
      };
      if (current) {
        await tx
          .update(joiningDocuments)
          .set({ ...values, version: sql`${joiningDocuments.version} + 1` })
          .where(eq(joiningDocuments.id, current.id));
        replaced = current.storedName;
      } else {
        await tx.insert(joiningDocuments).values({ ...values, employeeId: me.id, kind });
      }
      await createNotification(tx, {
        group: 'role',
        role: 'hr',
        title: 'Joining document uploaded',
        content: `${me.fullName} (${me.code}) uploaded their ${JOINING_DOCUMENTS[kind].label.toLowerCase()}: please verify it.`,
      });
    });
  } catch (error) {
    await files.remove(joiningFileKey(storedName)).catch(() => undefined);
    throw error;
  }
  if (replaced && !(replaced as string).startsWith('demo:'))
    await files.remove(joiningFileKey(replaced)).catch(() => undefined);
  return joiningKitOf(db, me.id);
}

/** A document by id; `ownerId` limits it to that person's (anything else answers 404). */
export async function joiningDocumentById(db: DbOrTx, id: number, ownerId?: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(joiningDocuments)
    .where(
      and(
        eq(joiningDocuments.id, id),
        ownerId === undefined ? undefined : eq(joiningDocuments.employeeId, ownerId),
      ),
    );
  if (!row) throw notFound('There is no such document.');
  return row;
}

/** A tiny valid PDF standing for a demo document (the seed stores no files). */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DEMO_DOCUMENT_BYTES = (kind: JoiningDocumentKind) =>
  demoPdf(`Demo document: ${JOINING_DOCUMENTS[kind].label}`).length;

/** The file of a document to stream; a demo document's file is made on each read (it is tiny). */
export async function openJoiningFile(files: FileStore, row: Row) {
  if (row.storedName.startsWith('demo:')) {
    const body = demoPdf(`Demo document: ${JOINING_DOCUMENTS[row.kind as JoiningDocumentKind].label}`);
    return { stream: Readable.from([body]), size: body.length };
  }
  const opened = await files.open(joiningFileKey(row.storedName));
  if (!opened) throw notFound('The file of this document is missing: please upload it again.');
  return opened;
}

/** HR's queue: documents (waiting first by default), with whose they are; search by name or code. */
export async function joiningQueue(
  db: DbOrTx,
  query: z.output<typeof joiningQueueQuery>,
): Promise<Page<JoiningQueueRow>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(joiningDocuments.status, query.status));
  if (query.employeeId) conditions.push(eq(joiningDocuments.employeeId, query.employeeId));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(employees.fullName, like), ilike(employees.code, like)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        doc: joiningDocuments,
        reviewer: users.fullName,
        code: employees.code,
        fullName: employees.fullName,
        department: employees.department,
      })
      .from(joiningDocuments)
      .innerJoin(employees, eq(employees.id, joiningDocuments.employeeId))
      .leftJoin(users, eq(users.id, joiningDocuments.reviewedBy))
      .where(where)
      .orderBy(
        sql`case ${joiningDocuments.status} when 'uploaded' then 0 when 'ask-again' then 1 else 2 end`,
        query.order === 'asc' ? asc(joiningDocuments.uploadedAt) : desc(joiningDocuments.uploadedAt),
        asc(joiningDocuments.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(joiningDocuments)
      .innerJoin(employees, eq(employees.id, joiningDocuments.employeeId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...view(r.doc, r.reviewer),
      employeeId: r.doc.employeeId,
      code: r.code,
      fullName: r.fullName,
      department: r.department,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** HR verifies a document or asks for it again with a note (optimistic on version); the person is told. */
export async function reviewJoiningDocument(
  db: DbOrTx,
  id: number,
  input: z.output<typeof joiningReviewInput>,
  actorId: number,
): Promise<JoiningDocumentView> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(joiningDocuments)
      .set({
        status: input.decision,
        note: input.note || null,
        reviewedBy: actorId,
        reviewedAt: new Date(),
        version: sql`${joiningDocuments.version} + 1`,
      })
      .where(and(eq(joiningDocuments.id, id), eq(joiningDocuments.version, input.version)))
      .returning();
    if (!done) {
      await joiningDocumentById(tx, id);
      throw conflict('This document changed meanwhile (a new upload or another review): reload it.');
    }
    const [person] = await tx
      .select({ userId: employees.userId })
      .from(employees)
      .where(eq(employees.id, done.employeeId));
    const label = JOINING_DOCUMENTS[done.kind as JoiningDocumentKind].label;
    if (person?.userId)
      await createNotification(tx, {
        group: 'personal',
        userId: person.userId,
        title:
          input.decision === 'verified'
            ? 'Joining document verified'
            : 'Joining document: please upload again',
        content:
          input.decision === 'verified'
            ? `HR verified your ${label.toLowerCase()}.`
            : `HR asks you to upload your ${label.toLowerCase()} again: ${input.note}`,
      });
    const [reviewer] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, actorId));
    return view(done, reviewer?.name ?? null);
  });
}
