import { type AddressLimit, countAgainstLimit, refuseIfOverLimit } from '../../platform/auth';
import type { WebsiteContext } from '../context';

/** The enquiry, contact and career forms share one counter per client address (config.publicForms). */
const formLimit = (ctx: WebsiteContext): AddressLimit => ({
  prefix: 'public-form',
  ...ctx.config.publicForms,
});

/** Refuses at once (before reading a body or a file) an address that is over its limit. */
export const refuseIfOverFormLimit = (ctx: WebsiteContext, ip: string) =>
  refuseIfOverLimit(ctx, formLimit(ctx), ip);

/** Counts one valid submission from the address; 429 when it goes over the limit. */
export const countFormSubmission = (ctx: WebsiteContext, ip: string) =>
  countAgainstLimit(ctx, formLimit(ctx), ip);
