import type { EndpointPath } from '@managewell/api/endpoints';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PageHero } from '../../blocks/PageHero';
import { useSubmissionKey } from '../../forms/submissionKey';
import { submitForm } from '../../forms/submitForm';
import type { PageOf } from '../types';

export const NEWSLETTER_LINK_ENDPOINTS: {
  confirm: EndpointPath<'newsletter.confirm'>;
  unsubscribe: EndpointPath<'newsletter.unsubscribe'>;
} = {
  confirm: '/api/website-frontend/newsletter/confirm',
  unsubscribe: '/api/website-frontend/newsletter/unsubscribe',
};

const WORDING = {
  confirm: {
    text: 'Press the button to start receiving our newsletter. You can unsubscribe at any time.',
    button: 'Confirm my subscription',
    done: 'Thank you: your subscription is confirmed.',
  },
  unsubscribe: {
    text: 'Press the button and we will send you no more newsletters.',
    button: 'Unsubscribe me',
    done: 'You are unsubscribed. We will send you no more newsletters.',
  },
} as const;

/**
 * Where the newsletter mail's links land: the visitor presses a button to confirm or leave, so a
 * mail scanner opening the link changes nothing.
 */
export function NewsletterPage({ page }: { page: PageOf<'newsletter'> }) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const wording = WORDING[page.action];
  const submission = useSubmissionKey();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setState('sending');
    setProblem(null);
    const outcome = await submitForm(NEWSLETTER_LINK_ENDPOINTS[page.action], { token }, submission.current());
    setState(outcome.ok ? 'done' : 'idle');
    if (!outcome.ok) setProblem(outcome.message);
  };

  return (
    <div className="page page--newsletter">
      <PageHero title={page.title} text={wording.text} breadcrumbs={page.breadcrumbs} />
      <section className="page-section">
        <div className="page-container page-narrow">
          {state === 'done' ? (
            <p className="page-block__lead" role="status">
              {wording.done}
            </p>
          ) : token ? (
            <p className="page-button-row">
              <button
                type="button"
                className="page-button"
                disabled={state === 'sending'}
                onClick={() => void send()}
              >
                {wording.button}
              </button>
            </p>
          ) : (
            <p className="page-block__lead">This link is incomplete. Please open it again from the e-mail.</p>
          )}
          {problem && (
            <p className="site-form__problem" role="alert">
              {problem}
            </p>
          )}
          <p className="page-button-row">
            <Link href="/">Back to home</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
