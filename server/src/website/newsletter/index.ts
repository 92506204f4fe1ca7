/** The public site's newsletter list (double opt-in). */
export { newsletterRoutes } from './routes';
export { newsletterSubscribers } from './schema';
