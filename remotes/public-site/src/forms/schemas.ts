/**
 * The public forms' rules (the contract's zod schemas). Loaded on a form's first use
 * (loadFormSchemas), so zod is not part of the first page's JavaScript.
 */
export { careerApplicationFields, contactRequest, enquiryRequest } from '@managewell/api/contract';
