import { HONEYPOT_FIELD } from '@managewell/api/contract';
import type { EndpointPath } from '@managewell/api/endpoints';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { PersonFields } from './PersonFields';
import { RESUME_ACCEPT, resumeProblem } from './resumeFile';
import { useSubmissionKey } from './submissionKey';
import { uploadForm } from './uploadForm';
import { useFormFields } from './useFormFields';

export const CAREER_APPLICATION_ENDPOINT: EndpointPath<'careerApplication.submit'> =
  '/api/website-frontend/career-application';
const CAREER_FIELDS = ['name', 'email', 'phone', 'experience', 'message'] as const;
type CareerField = (typeof CAREER_FIELDS)[number];
const EMPTY: Record<CareerField, string> = { name: '', email: '', phone: '', experience: '', message: '' };

/**
 * The application form of a job page: details plus a resume (PDF, DOC or DOCX, at most 5 MB,
 * checked before upload), sent as multipart with the job's slug. Success is confirmed in place.
 */
export function CareerApplicationForm({ job }: { job: { slug: string; title: string } }) {
  const toInput = useCallback(
    (values: Record<CareerField, string>) => ({ ...values, job: job.slug }),
    [job.slug],
  );
  const form = useFormFields({
    fields: CAREER_FIELDS,
    initial: EMPTY,
    schema: (s) => s.careerApplicationFields,
    toInput,
  });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submission = useSubmissionKey();
  const successRef = useRef<HTMLDivElement>(null);
  const sending = progress !== null;

  const chooseResume = (file: File | null) => {
    setResume(file);
    setResumeError(file ? resumeProblem(file) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const fieldsValid = await form.validateAll();
    const fileProblem = resumeProblem(resume);
    setResumeError(fileProblem);
    if (!fieldsValid) return;
    if (fileProblem || !resume) {
      resumeInput.current?.focus();
      return;
    }
    const body = new FormData();
    for (const field of CAREER_FIELDS) {
      const value = form.values[field].trim();
      if (value) body.append(field, value);
    }
    body.append('job', job.slug);
    if (honeypot) body.append(HONEYPOT_FIELD, honeypot);
    body.append('resume', resume, resume.name);
    setProblem(null);
    setProgress(0);
    const outcome = await uploadForm(CAREER_APPLICATION_ENDPOINT, body, submission.current(), setProgress);
    setProgress(null);
    if (outcome.ok) {
      submission.reset();
      form.reset(EMPTY);
      chooseResume(null);
      setSent(true);
      window.setTimeout(() => successRef.current?.focus(), 0);
      return;
    }
    if (outcome.fields) {
      form.showServerErrors(outcome.fields);
      if (outcome.fields.resume) setResumeError(outcome.fields.resume);
    }
    setProblem(outcome.message);
  };

  if (sent) {
    return (
      <div ref={successRef} className="site-form__success" role="status" tabIndex={-1}>
        <h3>Thank you, your application has been sent.</h3>
        <p>
          We have received your application for <strong>{job.title}</strong>. Our HR team reads every
          application and will contact you if your profile fits the role.
        </p>
      </div>
    );
  }

  const bind = (field: CareerField) => ({
    ...form.register(field),
    name: field,
    value: form.values[field],
    onBlur: () => form.markTouched(field),
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
  });

  return (
    <form className="site-form site-career-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className="site-form__grid">
        <PersonFields bind={bind} errors={form.errors} />
        <FormField label="Experience (optional)" error={form.errors.experience}>
          {(control) => <input {...control} {...bind('experience')} type="text" placeholder="e.g. 3 years" />}
        </FormField>
      </div>
      <FormField label="Message (optional)" error={form.errors.message}>
        {(control) => <textarea {...control} {...bind('message')} rows={4} />}
      </FormField>
      <FormField label="Resume" hint="PDF, DOC or DOCX, at most 5 MB." error={resumeError ?? undefined}>
        {(control) => (
          <input
            {...control}
            ref={resumeInput}
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            required
            onChange={(event) => chooseResume(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {problem && (
        <p className="site-form__problem" role="alert">
          Your application was not sent. {problem}
        </p>
      )}
      <button className="site-button site-button--primary" type="submit" disabled={sending}>
        {sending ? 'Sending…' : `Apply for ${job.title}`}
      </button>
      {sending && (
        <progress
          className="site-form__progress"
          max={100}
          value={progress}
          aria-label="Uploading your application"
        >
          {progress}%
        </progress>
      )}
    </form>
  );
}
