import type { ProviderAdapter, ProviderConfig, ProviderKind } from '../provider-adapter.js';
import { createDemoAdapter } from './demo.js';

/**
 * The adapter of a provider kind. Adding a provider: write its adapter (provider-adapter.ts's
 * interface, from its public API documentation), a fake server in test-support/fake-providers,
 * and one line here (docs/architecture.md, "Supply").
 */
const FACTORIES: Record<ProviderKind, (config: ProviderConfig) => ProviderAdapter> = {
  demo: () => createDemoAdapter(),
  airalo: () => {
    throw new Error('the Airalo adapter is not installed');
  },
  'esim-access': () => {
    throw new Error('the eSIM Access adapter is not installed');
  },
};

export function createAdapter(kind: ProviderKind, config: ProviderConfig): ProviderAdapter {
  return FACTORIES[kind](config);
}
