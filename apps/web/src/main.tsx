import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { unregisterServiceWorkers } from './app/service-worker';
import './app/global.css';

void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
