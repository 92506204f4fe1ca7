/** Offer letters. */
// Routes, registered by app.ts.
export { offerRoutes } from './routes';
// The table and the accepted letter's content, for the demo seed.
export { offers } from './schema';
export { acceptedContent, type OfferRow } from './service';
