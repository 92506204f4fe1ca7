import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { contactRequest, enquiryRequest } from '../site';

/** The forms made strict: an unknown field is a 400, not silently dropped. */
export const enquiryForm = z.strictObject(enquiryRequest.shape);
export const contactForm = z.strictObject(contactRequest.shape);

/** The stored lead's id; null when the honeypot was filled (answered alike, nothing stored). */
const leadCreatedAnswer = z.object({ id: z.number().int().nullable() });

export const publicFormEndpoints = {
  enquiry: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/enquiry',
    access: 'public',
    summary:
      'The enquiry popup: stores a lead (new) for verification; Idempotency-Key, honeypot, rate-limited.',
    body: enquiryForm,
    answer: leadCreatedAnswer,
    status: 201,
    errors: [422, 429],
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/contact',
    access: 'public',
    summary:
      'The contact page: stores a lead (new) for verification; Idempotency-Key, honeypot, rate-limited.',
    body: contactForm,
    answer: leadCreatedAnswer,
    status: 201,
    errors: [422, 429],
  }),
};

/** The careers page's form: its own group, as multipart bodies are read by its route only. */
export const careerApplicationEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/website-frontend/career-application',
    access: 'public',
    summary:
      'A job application, multipart: careerApplicationFields and a PDF/DOC/DOCX `resume` (5 MB); a lead with the resume.',
    answer: leadCreatedAnswer,
    status: 201,
    errors: [413, 422, 429],
  }),
};
