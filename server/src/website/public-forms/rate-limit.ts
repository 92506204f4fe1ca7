import type { AppContext } from '../../context';
import { type AddressLimit, countAgainstLimit, refuseIfOverLimit } from '../../platform/http/address-limit';

/** The enquiry, contact and career forms share one counter per client address (config.publicForms). */
const formLimit = (ctx: AppContext): AddressLimit => ({ prefix: 'public-form', ...ctx.config.publicForms });

/** Refuses at once (before reading a body or a file) an address that is over its limit. */
export const refuseIfOverFormLimit = (ctx: AppContext, ip: string) =>
  refuseIfOverLimit(ctx, formLimit(ctx), ip);

/** Counts one valid submission from the address; 429 when it goes over the limit. */
export const countFormSubmission = (ctx: AppContext, ip: string) =>
  countAgainstLimit(ctx, formLimit(ctx), ip);
