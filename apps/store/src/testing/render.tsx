import type { ReactElement } from 'react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import en from '../i18n/en';
import ms from '../i18n/ms';
import zh from '../i18n/zh';

/** The store's three dictionaries, loaded at once (the app fetches Malay and Chinese on demand). */
export async function startTestI18n(language: 'en' | 'ms' | 'zh' = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, ms: { translation: ms }, zh: { translation: zh } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  }
  await i18n.changeLanguage(language);
}

/** What the page asked the store API: method, path (under the API's base) and body. */
export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the store API's calls with `answer` (its `data`, or a Response to send as it is) and
 * records them; a call `answer` leaves unanswered is a 404.
 */
export function mockStoreApi(answer: (call: SeenCall) => unknown) {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: String(url).replace(/^\/api\/store\/v1\//, ''),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const data = answer(call);
      if (data instanceof Response) return data;
      if (data === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
      return Response.json({ statusCode: 0, message: '', data });
    }),
  );
  return calls;
}

/** Renders a store page inside the query client the app gives it. */
export function renderPage(page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}
