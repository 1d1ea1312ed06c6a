import type { ProviderAdapter, ProviderConfig, ProviderKind } from '../provider-adapter.js';
import { createAiraloAdapter } from './airalo.js';
import { createDemoAdapter } from './demo.js';
import { createEsimAccessAdapter } from './esim-access.js';

/**
 * The adapter of a provider kind. Adding a provider: write its adapter (provider-adapter.ts's
 * interface, from its public API documentation), a fake server in test-support/fake-providers,
 * and one line here (docs/architecture.md, "Supply").
 */
const FACTORIES: Record<ProviderKind, (config: ProviderConfig) => ProviderAdapter> = {
  demo: () => createDemoAdapter(),
  airalo: createAiraloAdapter,
  'esim-access': createEsimAccessAdapter,
};

export function createAdapter(kind: ProviderKind, config: ProviderConfig): ProviderAdapter {
  return FACTORIES[kind](config);
}
