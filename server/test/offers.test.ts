import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../src/people/offers/schema';
import { createSession } from '../src/platform/auth/sessions';
import { users } from '../src/platform/db/schema';
import { mailAttachments, mailOutbox } from '../src/workplace/mail/schema';
import { startTestServer, type TestServer } from './helpers';
import { multipartBody } from './multipart';
import { employeeFor } from './people-fixtures';

let server: TestServer;
let hr: string;
let employee: string;
let sales: string;

beforeAll(async () => {
  server = await startTestServer({ publicForms: { maxPerWindow: 100, windowMs: 60_000 } });
  [hr, employee, sales] = await Promise.all([
    server.tokenFor('hr'),
    server.tokenFor('employee'),
    server.tokenFor('sales'),
  ]);
  await employeeFor(server, 'employee');
  await employeeFor(server, 'sales');
});
afterAll(() => server.close());

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

const OFFER = () => ({
  candidateName: 'Ananya Deshpande',
  candidateEmail: 'ananya.d@example.in',
  candidatePhone: '+91 98200 12345',
  designation: 'Site Engineer',
  department: 'Projects',
  location: 'Pune',
  workState: 'Maharashtra',
  joiningDate: inDays(30),
  expiresOn: inDays(10),
  basic: 25_000_00,
  hra: 10_000_00,
  special: 8_000_00,
  other: 0,
});

async function titles(token: string, role: 'hr' | 'employee') {
  const id = await server.userId(role);
  const body = (
    await server.call({ method: 'GET', url: `/api/notification/getEmployeeNotification/${id}`, token })
  ).json().success;
  return [...body.myNotification, ...body.allNotification, ...body.roleNotification].map(
    (n: { title: string }) => n.title,
  );
}

async function pdfText(bytes: Buffer) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

async function createAndSend(overrides: Record<string, unknown> = {}) {
  const created = await server.call({
    method: 'POST',
    url: '/api/offers',
    token: hr,
    payload: { ...OFFER(), ...overrides },
  });
  expect(created.statusCode).toBe(201);
  const offer = created.json().success;
  const sent = await server.call({
    method: 'POST',
    url: `/api/offers/${offer.id}/send`,
    token: hr,
    payload: { version: offer.version },
  });
  expect(sent.statusCode).toBe(200);
  return sent.json().success as {
    id: number;
    link: string;
    version: number;
    number: string;
    status: string;
    joiningDate: string;
  };
}

describe('offer letters', () => {
  it('only HR reaches the offer routes', async () => {
    for (const token of [employee, sales]) {
      expect((await server.call({ method: 'GET', url: '/api/offers', token })).statusCode).toBe(403);
      expect(
        (await server.call({ method: 'POST', url: '/api/offers', token, payload: OFFER() })).statusCode,
      ).toBe(403);
    }
    expect((await server.call({ method: 'GET', url: '/api/offers' })).statusCode).toBe(401);
  });

  it('refuses bad input with field messages', async () => {
    const bad = await server.call({
      method: 'POST',
      url: '/api/offers',
      token: hr,
      payload: { ...OFFER(), candidateEmail: 'nope', basic: 0, expiresOn: inDays(40) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['candidateEmail', 'basic', 'expiresOn']),
    );
  });

  it('previews the merged letter and the CTC break-up', async () => {
    const preview = await server.call({
      method: 'POST',
      url: '/api/offers/preview',
      token: hr,
      payload: OFFER(),
    });
    expect(preview.statusCode).toBe(200);
    const { letter, breakup } = preview.json().success;
    expect(letter).toContain('Dear Ananya Deshpande');
    expect(letter).toContain('Site Engineer');
    expect(letter).not.toContain('{{');
    // Employer PF: 12 % of the ₹15,000 ceiling = ₹1,800.
    expect(breakup).toMatchObject({
      gross: 43_000_00,
      employerPf: 1_800_00,
      monthlyCtc: 44_800_00,
      annualCtc: 537_600_00,
    });
    expect(letter).toContain('₹5,37,600');
  });

  it('HR edits the template with merge fields; unknown fields are refused', async () => {
    const current = (await server.call({ method: 'GET', url: '/api/offers/template', token: hr })).json()
      .success;
    const bad = await server.call({
      method: 'PUT',
      url: '/api/offers/template',
      token: hr,
      payload: { body: 'Dear {{candidate_name}}, your {{salary}} is fine.', version: current.version },
    });
    expect(bad.statusCode).toBe(400);
    const good = await server.call({
      method: 'PUT',
      url: '/api/offers/template',
      token: hr,
      payload: { body: `${current.body}\n\nWelcome aboard, {{candidate_name}}!`, version: current.version },
    });
    expect(good.statusCode).toBe(200);
    const stale = await server.call({
      method: 'PUT',
      url: '/api/offers/template',
      token: hr,
      payload: { body: current.body, version: current.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('sends with the PDF by mail; the candidate views, accepts once, and the PDF says accepted', async () => {
    const sent = await createAndSend();
    expect(sent.status).toBe('sent');
    expect(sent.link).toMatch(/^\/offer\/[A-Za-z0-9_-]{32}$/);
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.aboutId, sent.id));
    expect(mail).toMatchObject({ toAddress: 'ananya.d@example.in', aboutKind: 'offer-letter' });
    expect(mail!.textBody).toContain(sent.link);
    const [attachment] = await server.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail!.id));
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const page = await server.call({ method: 'GET', url: sent.link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Accept this offer');
    expect(
      (await server.call({ method: 'GET', url: `/api/offers/${sent.id}`, token: hr })).json().success.status,
    ).toBe('viewed');

    const noConsent = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { fullName: 'Ananya Deshpande' },
    });
    expect(noConsent.statusCode).toBe(400);
    const someoneElse = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { fullName: 'Mickey Mouse', consent: true },
    });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().fields.fullName).toBe('Please type your full name exactly: Ananya Deshpande.');
    const accepted = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { fullName: '  ananya   DESHPANDE ', consent: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().success.status).toBe('accepted');
    const again = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: { fullName: 'Ananya', consent: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already been accepted');

    const offer = (await server.call({ method: 'GET', url: `/api/offers/${sent.id}`, token: hr })).json()
      .success;
    expect(offer.accepted).toMatchObject({ fullName: 'ananya DESHPANDE' });
    expect(offer.accepted.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await titles(hr, 'hr')).toContain('Offer accepted');

    const pdf = await server.call({ method: 'GET', url: `${sent.link}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Accepted electronically');
    expect(text).toContain(offer.accepted.contentHash);
    expect(text).toContain('Offer Letter');
    // The acceptance record may take a second page, but no page is left with only its header and footer.
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages.length).toBeLessThanOrEqual(2);
    const running =
      /Page \d+ of \d+|This is a computer-generated offer letter\.|Tarang Pools Pvt\. Ltd\. · Offer Letter · \S+/g;
    for (const page of pages) expect(page.replace(running, '').trim()).not.toBe('');
  });

  it('refuses answers after withdrawal or expiry, and concurrent accepts count once', async () => {
    const withdrawnOffer = await createAndSend();
    const withdrawn = await server.call({
      method: 'POST',
      url: `/api/offers/${withdrawnOffer.id}/withdraw`,
      token: hr,
      payload: { version: withdrawnOffer.version },
    });
    expect(withdrawn.statusCode).toBe(200);
    const late = await server.call({
      method: 'POST',
      url: `${withdrawnOffer.link}/accept`,
      payload: { fullName: 'Ananya Deshpande', consent: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('withdrawn');

    const expiring = await createAndSend();
    await server.database.db
      .update(offers)
      .set({ expiresOn: inDays(-1) })
      .where(eq(offers.id, expiring.id));
    const expired = await server.call({
      method: 'POST',
      url: `${expiring.link}/accept`,
      payload: { fullName: 'Ananya Deshpande', consent: true },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('expired');
    const list = (await server.call({ method: 'GET', url: '/api/offers?status=expired', token: hr })).json()
      .success;
    expect(list.items.map((o: { id: number }) => o.id)).toContain(expiring.id);

    const racing = await createAndSend();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        server.call({
          method: 'POST',
          url: `${racing.link}/accept`,
          payload: { fullName: 'Ananya Deshpande', consent: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('the candidate can decline; a wrong or draft token is 404', async () => {
    const sent = await createAndSend();
    const declined = await server.call({
      method: 'POST',
      url: `${sent.link}/decline`,
      payload: { reason: 'Joining elsewhere' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().success.status).toBe('declined');
    expect(await titles(hr, 'hr')).toContain('Offer declined');
    // A wrong link, mangled or not, is a readable page for the candidate, never the API's JSON.
    for (const url of [`/offer/${'x'.repeat(32)}`, '/offer/short', `/offer/${'x'.repeat(32)}.`]) {
      const wrong = await server.call({ method: 'GET', url });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.headers['content-type']).toContain('text/html');
      expect(wrong.body).toContain('<h1>This offer link is not valid</h1>');
      expect(wrong.body).not.toContain('NOT_FOUND');
    }
    expect((await server.call({ method: 'GET', url: `/offer/${'x'.repeat(32)}/pdf` })).statusCode).toBe(404);
    const wrongForm = await server.call({
      method: 'POST',
      url: `/offer/${'x'.repeat(32)}/decline`,
      payload: 'reason=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongForm.statusCode).toBe(404);
    expect(wrongForm.body).toContain('This offer link is not valid');
  });

  it('the page’s forms post without script and answer the page, a refusal included', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await createAndSend();
    const refused = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: 'fullName=A',
      headers: form,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    const wrongName = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: 'fullName=Asha+Rao&consent=on',
      headers: form,
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.body).toContain('Please type your full name exactly: Ananya Deshpande.');
    const accepted = await server.call({
      method: 'POST',
      url: `${sent.link}/accept`,
      payload: 'fullName=Ananya+Deshpande&consent=on',
      headers: form,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toContain('text/html');
    expect(accepted.body).toContain('your acceptance is recorded');

    const other = await createAndSend();
    const declined = await server.call({
      method: 'POST',
      url: `${other.link}/decline`,
      payload: 'reason=',
      headers: form,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('your answer is recorded');
  });

  it('a draft changes with its version; a sent offer does not', async () => {
    const created = (
      await server.call({ method: 'POST', url: '/api/offers', token: hr, payload: OFFER() })
    ).json().success;
    const edited = await server.call({
      method: 'PUT',
      url: `/api/offers/${created.id}`,
      token: hr,
      payload: { ...OFFER(), designation: 'Senior Site Engineer', version: created.version },
    });
    expect(edited.statusCode).toBe(200);
    const stale = await server.call({
      method: 'PUT',
      url: `/api/offers/${created.id}`,
      token: hr,
      payload: { ...OFFER(), version: created.version },
    });
    expect(stale.statusCode).toBe(409);
    const draftPdf = await server.call({ method: 'GET', url: `/api/offers/${created.id}/pdf`, token: hr });
    expect(await pdfText(draftPdf.rawPayload)).toContain('DRAFT');
    // The letter with its salary break-up and signature fits one page.
    expect(await pdfPages(draftPdf.rawPayload)).toHaveLength(1);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function upload(token: string, kind: string, content: Buffer, name = 'scan.pdf') {
  const { payload, headers } = multipartBody({}, [{ field: 'file', name, content }]);
  return server.call({ method: 'POST', url: `/api/me/joining-kit/${kind}`, token, payload, headers });
}

describe('joining kit', () => {
  it('uploads are checked by content; the person and HR read them, no one else', async () => {
    const kit = (await server.call({ method: 'GET', url: '/api/me/joining-kit', token: employee })).json()
      .success;
    expect(kit.items.map((i: { kind: string }) => i.kind)).toEqual([
      'photo',
      'pan',
      'address-proof',
      'bank-proof',
      'education',
      'experience',
    ]);
    const fake = await upload(employee, 'experience', Buffer.from('MZ this is an exe'), 'pan.pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.file).toBeDefined();
    const pdfPhoto = await upload(employee, 'photo', PDF, 'me.pdf');
    expect(pdfPhoto.statusCode).toBe(400);
    const tooBig = await upload(employee, 'experience', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);

    const ok = await upload(employee, 'education', PDF, 'pan card.pdf');
    expect(ok.statusCode).toBe(201);
    const pan = ok.json().success.items.find((i: { kind: string }) => i.kind === 'education').document;
    expect(pan).toMatchObject({ status: 'uploaded', mime: 'application/pdf', originalName: 'pan card.pdf' });
    expect((await upload(employee, 'photo', PNG, 'me.png')).statusCode).toBe(201);
    expect(await titles(hr, 'hr')).toContain('Joining document uploaded');

    const mine = await server.call({
      method: 'GET',
      url: `/api/me/joining-kit/documents/${pan.id}/file`,
      token: employee,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    // Another person changing the id sees nothing.
    const theirs = await server.call({
      method: 'GET',
      url: `/api/me/joining-kit/documents/${pan.id}/file`,
      token: sales,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await server.call({
          method: 'GET',
          url: `/api/hr/joining-kit/documents/${pan.id}/file`,
          token: sales,
        })
      ).statusCode,
    ).toBe(403);
    const hrRead = await server.call({
      method: 'GET',
      url: `/api/hr/joining-kit/documents/${pan.id}/file`,
      token: hr,
    });
    expect(hrRead.statusCode).toBe(200);
    expect(hrRead.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HR verifies or asks again with a note; the employee is told and re-uploads', async () => {
    const queue = (
      await server.call({ method: 'GET', url: '/api/hr/joining-kit?status=uploaded&search=', token: hr })
    ).json().success;
    const employeeId = (await employeeFor(server, 'employee')).id;
    const mine = queue.items.filter((r: { employeeId: number }) => r.employeeId === employeeId);
    const pan = mine.find((r: { kind: string }) => r.kind === 'education');
    const photo = mine.find((r: { kind: string }) => r.kind === 'photo');
    const noNote = await server.call({
      method: 'POST',
      url: `/api/hr/joining-kit/documents/${photo.id}/review`,
      token: hr,
      payload: { decision: 'ask-again', version: photo.version },
    });
    expect(noNote.statusCode).toBe(400);
    const again = await server.call({
      method: 'POST',
      url: `/api/hr/joining-kit/documents/${photo.id}/review`,
      token: hr,
      payload: { decision: 'ask-again', note: 'The photo is blurred.', version: photo.version },
    });
    expect(again.json().success).toMatchObject({ status: 'ask-again', note: 'The photo is blurred.' });
    const verified = await server.call({
      method: 'POST',
      url: `/api/hr/joining-kit/documents/${pan.id}/review`,
      token: hr,
      payload: { decision: 'verified', version: pan.version },
    });
    expect(verified.json().success.status).toBe('verified');
    const stale = await server.call({
      method: 'POST',
      url: `/api/hr/joining-kit/documents/${pan.id}/review`,
      token: hr,
      payload: { decision: 'verified', version: pan.version },
    });
    expect(stale.statusCode).toBe(409);
    const notes = await titles(employee, 'employee');
    expect(notes).toEqual(
      expect.arrayContaining(['Joining document verified', 'Joining document: please upload again']),
    );
    expect((await upload(employee, 'education', PDF)).statusCode).toBe(409);
    const reupload = await upload(employee, 'photo', PNG, 'sharp.png');
    expect(reupload.statusCode).toBe(201);
    const kit = reupload.json().success;
    expect(kit.items.find((i: { kind: string }) => i.kind === 'photo').document).toMatchObject({
      status: 'uploaded',
      note: null,
    });
    expect(kit.verified).toBe(2); // the seed's PAN and this one
    const forHr = await server.call({
      method: 'GET',
      url: `/api/hr/joining-kit/employees/${employeeId}`,
      token: hr,
    });
    expect(forHr.json().success.verified).toBe(2);
  });
});

describe('demo data', () => {
  it('has a sent and an accepted offer, and a partly uploaded joining kit whose files are made on first read', async () => {
    const accepted = (
      await server.call({ method: 'GET', url: '/api/offers?status=accepted', token: hr })
    ).json().success;
    const seeded = accepted.items.find(
      (o: { candidateName: string }) => o.candidateName === 'Ananya Deshpande',
    );
    expect(seeded).toBeDefined();
    const offer = (await server.call({ method: 'GET', url: `/api/offers/${seeded.id}`, token: hr })).json()
      .success;
    expect(offer.accepted.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const sent = (await server.call({ method: 'GET', url: '/api/offers?search=Karthik', token: hr })).json()
      .success;
    expect(sent.items[0]).toMatchObject({ status: 'sent' });

    const kit = (await server.call({ method: 'GET', url: '/api/me/joining-kit', token: employee })).json()
      .success;
    const pan = kit.items.find((i: { kind: string }) => i.kind === 'pan').document;
    expect(pan.status).toBe('verified');
    const file = await server.call({
      method: 'GET',
      url: `/api/me/joining-kit/documents/${pan.id}/file`,
      token: employee,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(pan.bytes);
  });

  it('the offers seed is quick (time printed for the report)', async () => {
    const { seedOffers } = await import('../src/seed/offers');
    const { createRandom } = await import('../src/website/pictures/random');
    const ids = { hr: await server.userId('hr'), employee: await server.userId('sales') };
    const started = performance.now();
    await server.database.db
      .transaction(async (tx) => {
        await seedOffers(tx, createRandom(5), ids, Date.now());
        console.info(`seedOffers: ${(performance.now() - started).toFixed(1)} ms`);
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });
});

describe('converting an accepted offer into an employee', () => {
  const accept = async (link: string, fullName: string) =>
    expect(
      (await server.call({ method: 'POST', url: `${link}/accept`, payload: { fullName, consent: true } }))
        .statusCode,
    ).toBe(200);
  const convert = (id: number, payload: Record<string, unknown> = {}) =>
    server.call({ method: 'POST', url: `/api/offers/${id}/convert`, token: hr, payload });

  it('makes the employee once, with the salary split, joining date and an account for the joining kit', async () => {
    const sent = await createAndSend({
      candidateName: 'Kavya Menon',
      candidateEmail: 'kavya.menon@example.in',
      candidatePhone: '+91 98450 11223',
    });
    expect((await convert(sent.id)).statusCode).toBe(409);
    await accept(sent.link, 'Kavya Menon');
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/offers/${sent.id}/convert`,
          token: employee,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);

    const [first, racing] = await Promise.all([
      convert(sent.id, { account: { username: 'kavya.menon', role: 'employee' } }),
      convert(sent.id, { account: { username: 'kavya.menon', role: 'employee' } }),
    ]);
    const answers = [first.json().success, racing.json().success];
    expect([first.statusCode, racing.statusCode]).toEqual([200, 200]);
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    const made = answers.find((a) => a.created);
    expect(answers[0].employee.id).toBe(answers[1].employee.id);
    expect(made.temporaryPassword).toEqual(expect.any(String));
    expect(made.employee).toMatchObject({
      fullName: 'Kavya Menon',
      email: 'kavya.menon@example.in',
      phone: '+919845011223',
      designation: 'Site Engineer',
      department: 'Projects',
      dateOfJoining: sent.joiningDate,
      workLocation: 'Pune',
      workState: 'Maharashtra',
      username: 'kavya.menon',
      role: 'employee',
    });

    const again = await convert(sent.id);
    expect(again.json().success).toMatchObject({ created: false, temporaryPassword: null });
    expect(again.json().success.employee.id).toBe(made.employee.id);

    const salary = (
      await server.call({ method: 'GET', url: `/api/payroll/structures/${made.employee.id}`, token: hr })
    ).json().success;
    expect(salary.structure).toMatchObject({
      basic: 25_000_00,
      hra: 10_000_00,
      special: 8_000_00,
      other: 0,
      effectiveFrom: sent.joiningDate,
    });
    const offer = (await server.call({ method: 'GET', url: `/api/offers/${sent.id}`, token: hr })).json()
      .success;
    expect(offer.employeeId).toBe(made.employee.id);

    // The account signs in with the temporary password, changes it, and then reaches the joining kit.
    expect(made.employee).toMatchObject({ accountActive: true, mustChangePassword: true });
    await server.database.db
      .update(users)
      .set({ mustChangePassword: false })
      .where(eq(users.id, made.employee.userId));
    const token = await createSession(server.database.db, made.employee.userId, 60_000, '127.0.0.1');
    const kit = await server.call({ method: 'GET', url: '/api/me/joining-kit', token });
    expect(kit.statusCode).toBe(200);
    expect(kit.json().success.verified).toBe(0);
  });

  it('applies HR’s uniqueness checks and leaves the offer unconverted on a clash', async () => {
    const first = await createAndSend({
      candidateName: 'Rohan Kulkarni',
      candidateEmail: 'rohan.k@example.in',
      candidatePhone: '+91 98220 33445',
    });
    await accept(first.link, 'Rohan Kulkarni');
    const made = (await convert(first.id)).json().success;
    expect(made.temporaryPassword).toBeNull();

    const twin = await createAndSend({
      candidateName: 'Rohan Kulkarni Jr',
      candidateEmail: 'rohan.jr@example.in',
      candidatePhone: '+91 98220 33445',
    });
    await accept(twin.link, 'Rohan Kulkarni Jr');
    const clash = await convert(twin.id);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields.phone).toBe(
      `This mobile number belongs to Rohan Kulkarni (${made.employee.code}).`,
    );
    const [row] = await server.database.db.select().from(offers).where(eq(offers.id, twin.id));
    expect(row!.employeeId).toBeNull();
  });
});
