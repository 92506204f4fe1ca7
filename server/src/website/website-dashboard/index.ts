/** The website admin's dashboard. */
export { websiteDashboardRoutes } from './routes';
