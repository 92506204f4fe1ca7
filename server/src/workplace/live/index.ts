/** Live updates over WebSocket. */
export { liveRoutes } from './routes';
