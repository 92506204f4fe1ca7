import type { EndpointPath } from '@managewell/api/endpoints';
import { type FormEvent, useId, useState } from 'react';
import { Honeypot } from '../forms/Honeypot';
import { useSubmissionKey } from '../forms/submissionKey';
import { submitForm } from '../forms/submitForm';

export const NEWSLETTER_ENDPOINT: EndpointPath<'newsletter.subscribe'> = '/api/website-frontend/newsletter';

/** The footer's newsletter sign-up: the server mails a confirmation link (double opt-in). */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmissionKey();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    const outcome = await submitForm(
      NEWSLETTER_ENDPOINT,
      { email, ...(honeypot ? { website: honeypot } : {}) },
      submission.current(),
    );
    setSending(false);
    if (outcome.ok) {
      submission.reset();
      setSent(true);
      return;
    }
    setProblem(outcome.fields?.email ?? outcome.message);
  };

  return (
    <section className="site-footer__column site-footer__newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="site-footer__heading">
        Newsletter
      </h2>
      {sent ? (
        <p role="status">Almost done: we have e-mailed you a link to confirm your subscription.</p>
      ) : (
        <form className="site-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
          <div className={problem ? 'site-field site-field--invalid' : 'site-field'}>
            <label className="site-field__label" htmlFor={`${id}-email`}>
              Your e-mail address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              aria-invalid={problem ? true : undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Honeypot value={honeypot} onChange={setHoneypot} />
          {problem && (
            <p className="site-form__problem" role="alert">
              {problem}
            </p>
          )}
          <button className="site-button site-button--light" type="submit" disabled={sending}>
            {sending ? 'Signing up…' : 'Sign up'}
          </button>
        </form>
      )}
    </section>
  );
}
