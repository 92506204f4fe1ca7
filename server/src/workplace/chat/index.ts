/** Staff chat. */
// Routes, registered by app.ts.
export { chatRoutes } from './routes';
// Tables, messages and presence, for the live hub and the demo seed.
export { chatLastSeen, chatMessages, chatPresence } from './schema';
export { messageFor, PRESENCE_FRESH_SECONDS } from './service';
