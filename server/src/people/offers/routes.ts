import {
  acceptanceInput,
  offerDeclineInput,
  offerInput,
  offerListQuery,
  offerTemplateInput,
  offerUpdateInput,
  offerVersionInput,
  sendOfferInput,
} from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countAgainstLimit, refuseIfOverLimit } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ApiError, currentUser, notFound, parseInput } from '../../platform/http';
import { formatDocumentDate } from '../../workplace/documents';
import { queueMail } from '../../workplace/mail';
import { renderCandidatePage } from './html';
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

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const tokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This offer link is not valid.'),
});

const HR = { access: ['hr'] as const };

/** Issue 11 §5: offer letters (HR) and the candidate's public link. */
export async function offerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const sendPdf = async (reply: FastifyReply, row: OfferRow) =>
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${offerFileName(row)}"`)
      .send(await offerPdf(db, row));

  // ---- HR -------------------------------------------------------------------------------------
  app.get('/api/offers/template', { config: HR }, async () => ({ success: await getTemplate(db) }));

  app.put('/api/offers/template', { config: HR }, async (request) => {
    const input = parseInput(offerTemplateInput, request.body, 'body');
    return { success: await saveTemplate(db, input, currentUser(request).id) };
  });

  app.get('/api/offers', { config: HR }, async (request) => ({
    success: await listOffers(db, parseInput(offerListQuery, request.query, 'query')),
  }));

  app.post('/api/offers/preview', { config: HR }, async (request) => {
    const input = parseInput(offerInput, request.body, 'body');
    return { success: await previewOffer(db, input) };
  });

  app.post('/api/offers', { config: HR }, async (request, reply) => {
    const input = parseInput(offerInput, request.body, 'body');
    return reply.code(201).send({ success: await createOffer(db, input, currentUser(request).id) });
  });

  app.get('/api/offers/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return { success: await detail(db, await offerById(db, id)) };
  });

  app.put('/api/offers/:id', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(offerUpdateInput, request.body, 'body');
    return { success: await updateOffer(db, id, input) };
  });

  app.get('/api/offers/:id/pdf', { config: HR }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'params');
    return sendPdf(reply, await offerById(db, id));
  });

  app.post('/api/offers/:id/send', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(sendOfferInput, request.body, 'body');
    const actor = currentUser(request);
    const sent = await sendOffer(db, id, input.version, actor.id, async (tx, row) => {
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
          { filename: offerFileName(row), contentType: 'application/pdf', content: await offerPdf(tx, row) },
        ],
        about: { kind: 'offer-letter', id: row.id },
        queuedBy: actor.id,
      });
    });
    return { success: sent };
  });

  app.post('/api/offers/:id/withdraw', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { version } = parseInput(offerVersionInput, request.body, 'body');
    return { success: await withdrawOffer(db, id, version) };
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

    scope.get('/offer/:token', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      await markViewed(db, await byToken(token));
      return sendPage(reply, token, 200);
    });

    scope.get('/api/public/offers/:token', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      const row = await markViewed(db, await byToken(token));
      reply.header('cache-control', 'no-store');
      return { success: await publicView(row) };
    });

    scope.get('/offer/:token/pdf', { config: { access: 'public' } }, async (request, reply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
      return sendPdf(reply, await byToken(token));
    });

    const answer = (kind: 'accept' | 'decline') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = parseInput(tokenParams, request.params, 'params');
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
        if (!html || !(error instanceof ApiError) || error.status === 404) throw error;
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
      return { success: await publicView(await byToken(token)) };
    };

    scope.post('/offer/:token/accept', { config: { access: 'public' } }, answer('accept'));
    scope.post('/offer/:token/decline', { config: { access: 'public' } }, answer('decline'));
  });
}
