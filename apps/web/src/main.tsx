import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root, routerReady } from './app/root';
import { unregisterServiceWorkers } from './app/service-worker';
import './app/global.css';
import './app/responsive.css';

void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// The first render is a transition: React draws the app in slices and yields between them, so
// loading the page does not block the main thread for one long task (Lighthouse's TBT).
// It starts once the router has its first route (app/root.tsx, routerReady).
void routerReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  ),
);
