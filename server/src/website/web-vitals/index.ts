/** Real visitors' performance figures. */
export { webVitalRoutes } from './routes';
