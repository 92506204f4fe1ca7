/** The company calendar and the layers other modules add to it. */
// Routes, and the layer registry app.ts fills.

export { type CalendarLayerProvider, type CalendarRange, registerCalendarLayer } from './layers';
export { calendarRoutes } from './routes';
// The table the demo seed fills.
export { calendarEvents } from './schema';
