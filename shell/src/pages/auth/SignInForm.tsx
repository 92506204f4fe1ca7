import { isApiErrorBody } from '@managewell/api/contract';
import { type ComponentType, type FormEvent, type ReactNode, useId, useState } from 'react';
import type { AuthVariant } from './AuthFrame';

/**
 * The sign-in form, written with plain elements styled like antd's (styles.css, `.mw-field`…):
 * the sign-in page is the first page of the back office, and it does not wait for the UI kit.
 * It renders both on its own (signin/boot.tsx, a cold visit of the sign-in page) and inside
 * the app's router (SignInPage).
 */
export interface Credentials {
  username: string;
  password: string;
}

export interface LinkProps {
  to: string;
  children: ReactNode;
}

/** A plain link; the router's own one inside the app. */
function PlainLink({ to, children }: LinkProps) {
  return <a href={to}>{children}</a>;
}

/** What to tell a person whose sign-in was refused (the API rejects with 'not sucess'). */
export function signInErrorMessage(error: unknown): string {
  const failure = (error as { failure?: unknown } | null)?.failure;
  if (isApiErrorBody(failure)) {
    if (failure.code === 'INVALID_CREDENTIALS') return 'The username or password is incorrect.';
    return failure.message;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The form's own checks, before anything is sent (the server checks again). */
export function checkCredentials(values: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) errors.username = 'Please enter your username.';
  if (!values.password) errors.password = 'Please enter your password.';
  return errors;
}

export function SignInForm({
  variant,
  onSubmit,
  Link = PlainLink,
}: {
  variant: AuthVariant;
  /** Signs in; rejects with the API's failure, shown above the form. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  Link?: ComponentType<LinkProps>;
}) {
  const id = useId();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors(checkCredentials(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(values);
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      // Signed in: the caller moves on (to `from` or the role's home).
      await onSubmit({ username: values.username.trim(), password: values.password });
    } catch (error) {
      setFailure(signInErrorMessage(error));
      setBusy(false);
    }
  };

  const field = (name: keyof Credentials, label: string, input: ReactNode) => (
    <div className={`mw-field${errors[name] ? ' mw-field-invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <div className="mw-field-error" id={`${id}-${name}-error`}>
          {errors[name]}
        </div>
      )}
    </div>
  );
  const describedBy = (name: keyof Credentials) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <>
      {failure && (
        <div className="mw-alert-error" role="alert">
          <svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true">
            <path d="M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82L512 466.75 384.06 338.82l-45.2 45.2L466.75 512 338.86 639.94l45.2 45.2L512 557.25l127.94 127.89 45.2-45.2L557.25 512l127.89-127.98z" />
          </svg>
          <span>{failure}</span>
        </div>
      )}
      <form className="mw-form" onSubmit={submit} noValidate aria-busy={busy}>
        {field(
          'username',
          'Username',
          <input
            id={`${id}-username`}
            className="mw-input"
            autoComplete="username"
            // biome-ignore lint/a11y/noAutofocus: the page's one task; the antd form did the same
            autoFocus
            maxLength={100}
            value={values.username}
            onChange={change('username')}
            disabled={busy}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy('username')}
          />,
        )}
        {field(
          'password',
          'Password',
          <span className="mw-input mw-input-affix">
            <input
              id={`${id}-password`}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              maxLength={200}
              value={values.password}
              onChange={change('password')}
              disabled={busy}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={describedBy('password')}
            />
            <button
              type="button"
              className="mw-input-toggle"
              aria-label="Show"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true">
                {showPassword ? (
                  <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
                ) : (
                  <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
                )}
              </svg>
            </button>
          </span>,
        )}
        <div className="mw-form-links">
          <Link to={`/app/auth/reset-password-${variant}`}>Forgot password?</Link>
        </div>
        <button type="submit" className="mw-button-primary" disabled={busy}>
          {busy && <span className="mw-button-spinner" aria-hidden="true" />}
          Sign in
        </button>
      </form>
      <p className="mw-auth-footnote">
        New here? <Link to={`/app/auth/signup-${variant}`}>Request an account</Link>
      </p>
    </>
  );
}
