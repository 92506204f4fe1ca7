/** Resignations and their notice period. */
// Routes, registered by app.ts.

export { addCalendarDays, expectedLastDay, shortfallDays, todayInIndia } from './notice';
export { resignationRoutes } from './routes';
// The table and the notice arithmetic, for the demo seed.
export { resignations } from './schema';
