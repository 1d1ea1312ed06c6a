import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { settings } from './settings';
import { startI18n } from './i18n/i18n';
import { App } from './App';
import './ui/styles.css';
import './ui/components.css';

// The platform's colour (issue 28), set through the CSSOM: no inline style in the page.
if (settings.primaryColor) {
  document.documentElement.style.setProperty('--brand', settings.primaryColor);
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one long task (Total Blocking Time on a slow phone, issue 30).
void startI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
});
