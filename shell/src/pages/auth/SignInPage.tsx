import { signIn } from '@managewell/auth';
import { Link } from 'react-router-dom';
import { AuthFrame, type AuthVariant } from './AuthFrame';
import { type LinkProps, SignInForm } from './SignInForm';

function RouterLink({ to, children }: LinkProps) {
  return <Link to={to}>{children}</Link>;
}

/** The sign-in page inside the app; the guest-only guard around it moves on once signed in. */
export function SignInPage({ variant = 1 }: { variant?: AuthVariant }) {
  return (
    <AuthFrame variant={variant} title="Sign in" subtitle="Staff back office">
      <SignInForm
        variant={variant}
        Link={RouterLink}
        onSubmit={async (credentials) => {
          await signIn(credentials);
        }}
      />
    </AuthFrame>
  );
}
