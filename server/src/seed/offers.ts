/**
 * Demo offer letters (one sent, one accepted, one draft) and the `employee` demo account's joining
 * kit, partly uploaded: the documents' files are made when first opened (joining-kit/service).
 */

import { DEFAULT_OFFER_TEMPLATE } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../people/hr';
import { DEMO_DOCUMENT_BYTES, joiningDocuments } from '../people/joining-kit';
import { acceptedContent, type OfferRow, offers } from '../people/offers';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';
import { contentHash, nextDocumentNumber } from '../workplace/documents';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

export async function seedOffers(
  tx: DbOrTx,
  random: Random,
  ids: { hr: number; employee: number },
  now: number,
): Promise<void> {
  const token = () =>
    Array.from(
      { length: 32 },
      () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[random.int(0, 63)],
    ).join('');
  const people = [
    [
      'Ananya Deshpande',
      'ananya.deshpande@example.in',
      'Site Engineer',
      'Projects',
      'Pune',
      'Maharashtra',
      28_000,
      'accepted',
    ],
    [
      'Karthik Subramanian',
      'karthik.s@example.in',
      'Sales Executive',
      'Sales',
      'Chennai',
      'Tamil Nadu',
      18_000,
      'sent',
    ],
    [
      'Farah Qureshi',
      'farah.q@example.in',
      'Pool Designer',
      'Design',
      'Bengaluru',
      'Karnataka',
      32_000,
      'draft',
    ],
  ] as const;
  const rows = [];
  for (const [
    i,
    [name, email, designation, department, location, state, basicRupees, status],
  ] of people.entries()) {
    const created = new Date(now - (12 - i * 4) * DAY);
    const number = await nextDocumentNumber(tx, { series: 'offer-letter', prefix: 'MW-OL', at: created });
    const basic = basicRupees * 100;
    rows.push({
      number,
      candidateName: name,
      candidateEmail: email,
      candidatePhone: `+9198${String(20_000_000 + i * 1_234_567).padStart(8, '0')}`,
      designation,
      department,
      location,
      workState: state,
      joiningDate: isoDay(now + (20 + i * 5) * DAY),
      expiresOn: isoDay(now + (7 + i) * DAY),
      basic,
      hra: Math.round(basic * 0.4),
      special: Math.round(basic * 0.3),
      other: 0,
      body: DEFAULT_OFFER_TEMPLATE,
      status: status === 'accepted' ? 'sent' : status,
      token: status === 'draft' ? null : token(),
      sentAt: status === 'draft' ? null : new Date(created.getTime() + DAY),
      sentBy: status === 'draft' ? null : ids.hr,
      createdBy: ids.hr,
      createdAt: created,
      updatedAt: created,
    });
  }
  const inserted = await tx.insert(offers).values(rows).returning();
  // The accepted one: its hash is of what the candidate saw (as answerOffer records it).
  const first = inserted[0] as OfferRow;
  const acceptedAt = new Date(now - 5 * DAY);
  await tx
    .update(offers)
    .set({
      status: 'accepted',
      viewedAt: new Date(acceptedAt.getTime() - 3_600_000),
      acceptedAt,
      acceptedName: first.candidateName,
      acceptedIp: '103.21.58.14',
      acceptedUserAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130',
      acceptedHash: contentHash(await acceptedContent(tx, first)),
      version: 2,
    })
    .where(eq(offers.id, first.id));

  const [me] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, ids.employee));
  if (!me) return;
  const uploaded = (
    kind: 'pan' | 'address-proof' | 'bank-proof',
    status: string,
    daysAgo: number,
    note: string | null,
  ) => ({
    employeeId: me.id,
    kind,
    status,
    storedName: `demo:${kind}`,
    originalName: `${kind}.pdf`,
    mime: 'application/pdf',
    bytes: DEMO_DOCUMENT_BYTES(kind),
    uploadedAt: new Date(now - daysAgo * DAY),
    reviewedBy: status === 'uploaded' ? null : ids.hr,
    reviewedAt: status === 'uploaded' ? null : new Date(now - (daysAgo - 1) * DAY),
    note,
  });
  await tx
    .insert(joiningDocuments)
    .values([
      uploaded('pan', 'verified', 6, null),
      uploaded(
        'address-proof',
        'ask-again',
        5,
        'The scan is cut off at the bottom: please upload the full page.',
      ),
      uploaded('bank-proof', 'uploaded', 1, null),
    ]);
}
