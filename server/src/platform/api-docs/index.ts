/** The API's documentation pages. */
export { apiDocsRoutes } from './routes';
