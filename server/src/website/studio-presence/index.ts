/** Who has a studio item open ("Meera is editing"). */
export { studioPresenceRoutes } from './routes';
