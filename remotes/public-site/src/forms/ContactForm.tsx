import type { EndpointPath } from '@managewell/api/endpoints';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { PersonFields } from './PersonFields';
import { useSubmissionKey } from './submissionKey';
import { submitForm } from './submitForm';
import { useFormFields } from './useFormFields';

export const CONTACT_ENDPOINT: EndpointPath<'publicForms.contact'> = '/api/website-frontend/contact';
const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const EMPTY: Record<ContactField, string> = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact page's form: name, email, phone, subject and message; 201 → /thank-you. */
export function ContactForm() {
  const [, navigate] = useLocation();
  const form = useFormFields({ fields: CONTACT_FIELDS, initial: EMPTY, schema: (s) => s.contactRequest });
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmissionKey();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !(await form.validateAll())) return;
    setSending(true);
    setProblem(null);
    const { subject, ...rest } = form.values;
    const outcome = await submitForm(
      CONTACT_ENDPOINT,
      {
        ...rest,
        ...(subject.trim() ? { subject } : {}),
        ...(honeypot ? { website: honeypot } : {}),
      },
      submission.current(),
    );
    setSending(false);
    if (outcome.ok) {
      submission.reset();
      form.reset(EMPTY);
      navigate('/thank-you');
      return;
    }
    if (outcome.fields) form.showServerErrors(outcome.fields);
    setProblem(outcome.message);
  };

  const bind = (field: ContactField) => ({
    ...form.register(field),
    name: field,
    value: form.values[field],
    onBlur: () => form.markTouched(field),
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
  });

  return (
    <form className="site-form site-contact-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className="site-form__grid">
        <PersonFields bind={bind} errors={form.errors} />
        <FormField label="Subject (optional)" error={form.errors.subject}>
          {(control) => <input {...control} {...bind('subject')} type="text" />}
        </FormField>
      </div>
      <FormField label="Message" error={form.errors.message}>
        {(control) => <textarea {...control} {...bind('message')} rows={5} required />}
      </FormField>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {problem && (
        <p className="site-form__problem" role="alert">
          Your message was not sent. {problem}
        </p>
      )}
      <button className="site-button site-button--primary" type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
      <p className="site-form__status" aria-live="polite">
        {sending ? 'Sending your message…' : ''}
      </p>
    </form>
  );
}
