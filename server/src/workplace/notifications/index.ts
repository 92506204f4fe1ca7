/** In-app notifications. */
// Its tables.

// Routes, registered by app.ts.
export { notificationRoutes } from './routes';
export { notificationReads, notifications } from './schema';
// Notifying a person, a role or everyone, for every module.
export { createNotification } from './service';
