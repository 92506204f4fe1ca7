import type { EndpointPath } from '@managewell/api/endpoints';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSettings } from '../app/SiteContext';
import { FormField } from '../forms/FormField';
import { Honeypot } from '../forms/Honeypot';
import { useSubmissionKey } from '../forms/submissionKey';
import { submitForm } from '../forms/submitForm';
import { useFormFields } from '../forms/useFormFields';
import { useEnquiryPopupState } from './EnquiryContext';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryDraft } from './enquiryDraft';

export const ENQUIRY_ENDPOINT: EndpointPath<'publicForms.enquiry'> = '/api/website-frontend/enquiry';
export const THANK_YOU_PATH = '/thank-you';

/**
 * The enquiry form (SPEC 5): name, email, phone, service and query, all required, with the
 * spec's messages (the contract's `enquiryRequest`). On 201 the visitor goes to /thank-you.
 * 'popup' lives in the enquiry popup (draft kept, failures reported by the provider);
 * 'inline' sits in a page and reports failures in place.
 */
export function EnquiryForm({
  variant,
  defaultService,
}: {
  variant: 'popup' | 'inline';
  defaultService?: string;
}) {
  const { footer } = useSettings();
  const labels = footer.form;
  const popupState = useEnquiryPopupState();
  const popup = variant === 'popup' ? popupState : null;
  const [, navigate] = useLocation();
  const [initial] = useState<EnquiryDraft>(() => {
    const draft = popup?.draft ?? EMPTY_ENQUIRY;
    const service = popup?.service ?? defaultService ?? draft.service;
    return { ...draft, service };
  });
  const form = useFormFields({ fields: ENQUIRY_FIELDS, initial, schema: (s) => s.enquiryRequest });
  const { showServerErrors, values } = form;
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The popup's key outlives the form (it closes on a failure); the inline form keeps its own.
  const ownKey = useSubmissionKey();
  const submission = popup?.submissionKey ?? ownKey;

  // Retrying after a refusal: show the server's field messages again.
  const failedFields = popup?.failedFields;
  useEffect(() => {
    if (failedFields) showServerErrors(failedFields);
  }, [failedFields, showServerErrors]);

  // Keep the popup's draft (memory + session storage) as the visitor types.
  const keepDraft = popup?.keepDraft;
  useEffect(() => {
    keepDraft?.(values);
  }, [keepDraft, values]);

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (sending || !(await form.validateAll())) return;
      setSending(true);
      setProblem(null);
      const outcome = await submitForm(
        ENQUIRY_ENDPOINT,
        {
          ...form.values,
          page: window.location.pathname,
          ...(honeypot ? { website: honeypot } : {}),
        },
        submission.current(),
      );
      setSending(false);
      if (outcome.ok) {
        submission.reset();
        form.reset({ ...EMPTY_ENQUIRY });
        setHoneypot('');
        popup?.sent();
        navigate(THANK_YOU_PATH);
        return;
      }
      if (popup) {
        popup.failed({ message: outcome.message, fields: outcome.fields });
        return;
      }
      if (outcome.fields) showServerErrors(outcome.fields);
      setProblem(outcome.message);
    },
    [form, honeypot, navigate, popup, sending, showServerErrors, submission],
  );

  const bind = (field: (typeof ENQUIRY_FIELDS)[number]) => ({
    ...form.register(field),
    name: field,
    value: form.values[field],
    onBlur: () => form.markTouched(field),
  });

  return (
    <form
      className={`site-enquiry site-enquiry--${variant}`}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
    >
      <div className="site-enquiry__grid">
        <FormField label={labels.name} error={form.errors.name}>
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              type="text"
              autoComplete="name"
              required
              onChange={(event) => form.setValue('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={labels.email} error={form.errors.email}>
          {(control) => (
            <input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              required
              onChange={(event) => form.setValue('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={labels.phone_no} error={form.errors.phone}>
          {(control) => (
            <input
              {...control}
              {...bind('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              onChange={(event) => form.setValue('phone', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Service" error={form.errors.service}>
          {(control) => (
            <select
              {...control}
              {...bind('service')}
              required
              onChange={(event) => form.setValue('service', event.target.value)}
            >
              <option value="">{labels.select}</option>
              {footer.enquiry_services.map((service) => (
                <option key={service.value} value={service.value}>
                  {service.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={labels.message} error={form.errors.message}>
        {(control) => (
          <textarea
            {...control}
            {...bind('message')}
            rows={4}
            required
            onChange={(event) => form.setValue('message', event.target.value)}
          />
        )}
      </FormField>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {problem && (
        <p className="site-form__problem" role="alert">
          Your enquiry was not sent. {problem}
        </p>
      )}
      <button
        className="site-button site-button--primary site-enquiry__submit"
        type="submit"
        disabled={sending}
      >
        {sending ? 'Sending…' : labels.submit}
      </button>
      <p className="site-form__status" aria-live="polite">
        {sending ? 'Sending your enquiry…' : ''}
      </p>
    </form>
  );
}
