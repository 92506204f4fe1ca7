/** Prometheus metrics of the process. */
// The registry and its instruments, made by app.ts.
export { collectWorkersMetrics, type Labelled, Metrics, type Reading } from './metrics';
// GET /metrics on the app's port (token) or a port of its own.
export { bearerMatches, metricsRoutes, serveMetricsPort } from './routes';
