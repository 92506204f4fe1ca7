/** In-app notifications. */
// Routes, registered by app.ts.
export { notificationRoutes } from './routes';
// Notifying a person, a role or everyone, for every module.
export { createNotification } from './service';
