import { hrStaffEndpoints } from './hr-staff';
import { hrTimeEndpoints } from './hr-time';

/**
 * The HR module (server/src/people/hr), declared in two parts. Self-service routes (`/api/employee/…`)
 * always act on the caller's own employee record (404 when the account has none); decision routes
 * are open to any signed-in user and checked per object: HR, or the employee's manager, never the
 * requester (403), anyone else 404.
 */
export const hrEndpoints = { ...hrStaffEndpoints, ...hrTimeEndpoints };
