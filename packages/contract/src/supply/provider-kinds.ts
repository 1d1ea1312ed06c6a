/**
 * The suppliers Wander has an adapter for (the server's supply/adapters/): the one list every
 * other place derives from (the Providers form's options and validation, the adapters' factory,
 * the webhook route, the database's check). A provider that sends notices has a webhook URL.
 */
export const PROVIDERS = {
  airalo: { label: 'Airalo Partner API', notices: true },
  'esim-access': { label: 'eSIM Access', notices: true },
  demo: { label: 'Demo Supplier', notices: false },
} as const;

export type ProviderKind = keyof typeof PROVIDERS;
export const PROVIDER_KINDS = Object.keys(PROVIDERS) as [ProviderKind, ...ProviderKind[]];

/** The kinds whose accounts send notices to their webhook URL. */
export type NoticeProviderKind = {
  [K in ProviderKind]: (typeof PROVIDERS)[K]['notices'] extends true ? K : never;
}[ProviderKind];
export const NOTICE_PROVIDER_KINDS = PROVIDER_KINDS.filter(
  (kind): kind is NoticeProviderKind => PROVIDERS[kind].notices,
) as [NoticeProviderKind, ...NoticeProviderKind[]];
export const sendsNotices = (kind: string): kind is NoticeProviderKind =>
  (NOTICE_PROVIDER_KINDS as string[]).includes(kind);

export const PROVIDER_KIND_OPTIONS = PROVIDER_KINDS.map((value) => ({
  value,
  label: PROVIDERS[value].label,
}));
