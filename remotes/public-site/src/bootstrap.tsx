import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PublicSite } from './routes';

// Standalone page for the public-site team (pnpm --filter public-site dev).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <PublicSite />
    </BrowserRouter>
  </StrictMode>,
);
