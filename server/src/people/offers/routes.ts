import { acceptanceInput, type OfferSummary, offerDeclineInput } from '@managewell/api/contract';
import { offerEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAgainstLimit, refuseIfOverLimit } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import {
  ApiError,
  type ExportColumn,
  notFound,
  pagesOf,
  parseInput,
  registerEndpoints,
  sendExport,
} from '../../platform/http';
import { formatDocumentDate } from '../../workplace/documents';
import { queueMail } from '../../workplace/mail';
import { convertOffer } from './convert';
import { renderCandidatePage, renderInvalidLinkPage } from './html';
import { offerFileName, offerPdf } from './pdf';
import {
  answerOffer,
  companyName,
  createOffer,
  detail,
  effectiveStatus,
  getTemplate,
  letterOf,
  listOffers,
  markViewed,
  type OfferRow,
  offerById,
  offerByToken,
  previewOffer,
  saveTemplate,
  sendOffer,
  todayInIndia,
  updateOffer,
  withdrawOffer,
} from './service';

const OFFER_EXPORT: ExportColumn<OfferSummary>[] = [
  { header: 'Number', value: (o) => o.number },
  { header: 'Candidate', value: (o) => o.candidateName },
  { header: 'E-mail', value: (o) => o.candidateEmail },
  { header: 'Designation', value: (o) => o.designation },
  { header: 'Department', value: (o) => o.department },
  { header: 'Annual CTC', kind: 'money', value: (o) => o.annualCtc },
  { header: 'Joining date', kind: 'date', value: (o) => o.joiningDate },
  { header: 'Expires on', kind: 'date', value: (o) => o.expiresOn },
  { header: 'Status', value: (o) => o.status },
  { header: 'Sent (IST)', kind: 'datetime', value: (o) => o.sentAt },
  { header: 'Created (IST)', kind: 'datetime', value: (o) => o.createdAt },
];

/** The candidate's link is public; everything else is HR's. */
const { page, publicOffer, publicPdf, accept, decline, ...hrEndpoints } = offerEndpoints;

/** Offer letters (HR) and the candidate's public link. */
export async function offerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const sendPdf = async (reply: FastifyReply, row: OfferRow) =>
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${offerFileName(row)}"`)
      .send(await offerPdf(db, row));

  // ---- HR -------------------------------------------------------------------------------------
  registerEndpoints(app, hrEndpoints, {
    template: () => getTemplate(db),
    saveTemplate: ({ body, user }) => saveTemplate(db, body, user.id),
    list: ({ query }) => listOffers(db, query),
    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listOffers(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'offers', format, columns: OFFER_EXPORT, rows });
    },
    preview: ({ body }) => previewOffer(db, body),
    create: ({ body, user }) => createOffer(db, body, user.id),
    get: async ({ params }) => detail(db, await offerById(db, params.id)),
    update: ({ params, body }) => updateOffer(db, params.id, body),
    pdf: async ({ params, reply }) => sendPdf(reply, await offerById(db, params.id)),
    send: ({ params: { id }, body: input, user: actor }) =>
      sendOffer(db, id, input.version, actor.id, async (tx, row) => {
        const company = await companyName(tx);
        const link = `${ctx.config.siteUrl}/offer/${row.token}`;
        await queueMail(tx, {
          to: row.candidateEmail,
          subject: `Offer letter ${row.number} from ${company}`,
          text: [
            `Dear ${row.candidateName},`,
            '',
            input.message ||
              `We are pleased to offer you the position of ${row.designation}. Your offer letter is attached.`,
            '',
            `You can read it and accept or decline it here, by ${formatDocumentDate(new Date(`${row.expiresOn}T00:00:00+05:30`))}: ${link}`,
            '',
            `Regards,\n${actor.fullName}\n${company}`,
          ].join('\n'),
          attachments: [
            {
              filename: offerFileName(row),
              contentType: 'application/pdf',
              content: await offerPdf(tx, row),
            },
          ],
          about: { kind: 'offer-letter', id: row.id },
          queuedBy: actor.id,
        });
      }),
    withdraw: ({ params, body }) => withdrawOffer(db, params.id, body.version),
    convert: ({ params, body, user }) => convertOffer(ctx, params.id, body, user),
  });

  // ---- The candidate's link (public) ---------------------------------------------------------
  await app.register(async (scope) => {
    // The page's forms post urlencoded bodies (no script needed); only here.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const limit = { prefix: 'offer-answer', ...ctx.config.publicForms };
    const meta = (request: FastifyRequest) => ({
      ip: request.ip ?? null,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    });
    const wantsHtml = (request: FastifyRequest) =>
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;

    /** The offer of a link; a draft (never sent) has no link. */
    const byToken = async (token: string) => {
      const row = await offerByToken(db, token);
      if (row.status === 'draft') throw notFound('This offer link is not valid.');
      return row;
    };
    const publicView = async (row: OfferRow) => ({
      number: row.number,
      status: effectiveStatus(row, todayInIndia()),
      candidateName: row.candidateName,
      designation: row.designation,
      company: await companyName(db),
      expiresOn: formatDocumentDate(new Date(`${row.expiresOn}T00:00:00+05:30`)),
      letter: await letterOf(db, row),
      breakup: (await detail(db, row)).breakup,
      accepted:
        row.acceptedAt && row.acceptedName
          ? { fullName: row.acceptedName, at: row.acceptedAt.toISOString() }
          : null,
    });
    const sendInvalidLink = async (reply: FastifyReply) =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderInvalidLinkPage(await companyName(db)));
    const sendPage = async (
      reply: FastifyReply,
      token: string,
      status: number,
      notice?: { kind: 'error' | 'ok'; text: string },
    ) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderCandidatePage(await publicView(await byToken(token)), token, notice));

    const answer = async (
      kind: 'accept' | 'decline',
      token: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const html = wantsHtml(request);
      try {
        await refuseIfOverLimit(ctx, limit, request.ip);
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (kind === 'accept') {
          const input = parseInput(
            acceptanceInput,
            html
              ? { fullName: body.fullName ?? '', consent: body.consent === 'on' || body.consent === true }
              : body,
            'body',
          );
          await countAgainstLimit(ctx, limit, request.ip);
          await byToken(token);
          await answerOffer(db, token, { kind: 'accept', fullName: input.fullName }, meta(request));
        } else {
          const input = parseInput(
            offerDeclineInput,
            html ? { reason: body.reason || undefined } : body,
            'body',
          );
          await countAgainstLimit(ctx, limit, request.ip);
          await byToken(token);
          await answerOffer(db, token, { kind: 'decline', reason: input.reason || null }, meta(request));
        }
      } catch (error) {
        if (!html || !(error instanceof ApiError)) throw error;
        if (error.status === 404) return sendInvalidLink(reply);
        const text = error.fields ? Object.values(error.fields).join(' ') : error.message;
        return sendPage(reply, token, error.status, { kind: 'error', text });
      }
      if (html)
        return sendPage(reply, token, 200, {
          kind: 'ok',
          text:
            kind === 'accept'
              ? 'Thank you: your acceptance is recorded. We look forward to welcoming you.'
              : 'Thank you for letting us know: your answer is recorded.',
        });
      return publicView(await byToken(token));
    };

    registerEndpoints(
      scope,
      { page, publicOffer, publicPdf, accept, decline },
      {
        page: async ({ params: { token }, reply }) => {
          const wellFormed = offerEndpoints.publicOffer.params.safeParse({ token }).success;
          const row = wellFormed
            ? await byToken(token).catch((error: unknown) => {
                if (error instanceof ApiError && error.status === 404) return null;
                throw error;
              })
            : null;
          if (!row) return sendInvalidLink(reply);
          await markViewed(db, row);
          return sendPage(reply, token, 200);
        },
        publicOffer: async ({ params: { token }, reply }) => {
          const row = await markViewed(db, await byToken(token));
          reply.header('cache-control', 'no-store');
          return publicView(row);
        },
        publicPdf: async ({ params: { token }, reply }) => sendPdf(reply, await byToken(token)),
        accept: ({ params, request, reply }) => answer('accept', params.token, request, reply),
        decline: ({ params, request, reply }) => answer('decline', params.token, request, reply),
      },
    );
  });
}
