// First: zod must not use eval under the Content-Security-Policy (see the module).
import '@managewell/api/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

/** Renders the back office into the page. */
export function start() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
