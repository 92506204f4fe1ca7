import multipart from '@fastify/multipart';
import { careerApplicationFields, GENERAL_APPLICATION, RESUME_MESSAGES } from '@managewell/api/contract';
import { careerApplicationEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError, registerEndpoints, validationFailed } from '../../platform/http';
import { displayFileName } from '../../platform/lib';
import type { WebsiteContext } from '../context';
import { HONEYPOT_ANSWER, isHoneypotFilled, logHoneypot } from './honeypot';
import { earlierSubmission, leadCreated } from './idempotency';
import { parsePublicForm } from './input';
import { CAREER_FORM_LIMITS, type ReadForm, readMultipartForm } from './multipart-form';
import { isOpenJob } from './open-jobs';
import { countFormSubmission, refuseIfOverFormLimit } from './rate-limit';
import { detectResumeType, saveResume } from './resume';
import { notesOf, type StoredLead, storePublicLead } from './store';

export const JOB_CLOSED_MESSAGE = 'This job is no longer open.';

/** The text fields, checked with the contract's rules; a missing resume is reported with them. */
function parseFields(form: ReadForm) {
  const resumeProblem =
    form.file === null || form.file.content.length === 0
      ? RESUME_MESSAGES.missing
      : form.file.fieldName !== 'resume'
        ? `Send the resume in the field "resume", not "${form.file.fieldName}".`
        : null;
  try {
    const input = parsePublicForm(careerApplicationFields, form.fields, ['message']);
    if (resumeProblem)
      throw validationFailed(`Please correct the request. resume: ${resumeProblem}`, {
        resume: resumeProblem,
      });
    return { input, file: form.file! };
  } catch (error) {
    if (resumeProblem && error instanceof ApiError && error.fields && !('resume' in error.fields)) {
      throw validationFailed(`${error.message} resume: ${resumeProblem}`, {
        ...error.fields,
        resume: resumeProblem,
      });
    }
    throw error;
  }
}

/** The careers page's application form: a lead with source 'career' and the resume attached. */
export async function careerApplicationRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  // Registered here only: no other route takes multipart bodies.
  await app.register(multipart, { limits: CAREER_FORM_LIMITS, throwFileSizeLimit: true });

  registerEndpoints(app, careerApplicationEndpoints, {
    submit: async ({ request, reply }) => {
      const { key, leadId } = await earlierSubmission(ctx, request, 'career');
      if (leadId !== null) {
        request.log.info({ leadId, form: 'career' }, 'public form retried: first answer repeated');
        return reply.code(201).send(leadCreated(leadId));
      }
      await refuseIfOverFormLimit(ctx, request.ip);
      const form = await readMultipartForm(request);
      if (isHoneypotFilled(form.fields)) {
        await countFormSubmission(ctx, request.ip);
        logHoneypot(request, 'career-application');
        return reply.code(201).send(HONEYPOT_ANSWER);
      }
      const { input, file } = parseFields(form);
      const type = await detectResumeType(file.content, file.fileName);
      if (!type) throw validationFailed(RESUME_MESSAGES.type, { resume: RESUME_MESSAGES.type });
      // 'general': an application not for a listed job (website-admin's "Common Job").
      if (input.job !== GENERAL_APPLICATION && !(await isOpenJob(ctx.db, input.job)))
        throw validationFailed(JOB_CLOSED_MESSAGE, { job: JOB_CLOSED_MESSAGE });
      await countFormSubmission(ctx, request.ip);

      const saved = await saveResume(ctx.files, file.content, type);
      let stored: StoredLead;
      try {
        stored = await storePublicLead(
          ctx,
          {
            source: 'career',
            name: input.name,
            email: input.email,
            mobile: input.phone,
            interests: input.job,
            notes: notesOf([
              ['Experience', input.experience],
              [null, input.message],
            ]),
            idempotencyKey: key,
          },
          {
            kind: 'resume',
            storedName: saved.storedName,
            originalName: displayFileName(file.fileName, type.ext, 'resume'),
            mime: type.mime,
            bytes: file.content.length,
          },
        );
      } catch (error) {
        await saved.remove();
        throw error;
      }
      const { id, replayed } = stored;
      // A copy of this submission sent at the same time stored the lead (and its resume) first.
      if (replayed) await saved.remove();
      else
        request.log.info(
          { leadId: id, job: input.job, resume: saved.storedName },
          'career application stored',
        );
      return reply.code(201).send(leadCreated(id));
    },
  });
}
