/**
 * The public forms' rules (the contract's zod schemas). Loaded on a form's first use
 * (loadFormSchemas), so zod is not part of the first page's JavaScript.
 */
// First: zod must not use eval under the Content-Security-Policy (see the module); set here, in
// the chunk that brings zod, before the contract's schemas below are built.
import '@managewell/api/no-eval';

export { careerApplicationFields, contactRequest, enquiryRequest } from '@managewell/api/contract';
