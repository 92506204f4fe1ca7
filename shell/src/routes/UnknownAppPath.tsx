import { unknownPathTarget, useSession } from '@managewell/auth';
import { Navigate } from 'react-router-dom';

/** SPEC 2: an unknown /app path goes to the role's home when signed in, else to the landing path. */
export function UnknownAppPath() {
  const { user } = useSession();
  return <Navigate to={unknownPathTarget(user?.role)} replace />;
}
