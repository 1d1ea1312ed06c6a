import { STORE_REGION_NAMES, type StorePlatform } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { escapeHtml } from '../../platform/mail/index.js';
import { storePlans } from './store-shop.queries.js';

/** The store's page words a link preview shows, per the path under the store's root. */
interface PageMeta {
  title: string;
  description: string;
}

const countryName = (code: string) =>
  new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;
const money = (currency: string, amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

/**
 * The title and description of a store page (issue 28: a shared destination or plan link shows
 * them in its preview): destination/JP, region/europe and plan/{variantId} name what they sell,
 * with the lowest price; any other path the store itself.
 */
export async function storePageMeta(
  db: Db,
  platform: StorePlatform & { entityCode: string },
  segments: string[],
): Promise<PageMeta> {
  const store = platform.storeName;
  const seller = { entityCode: platform.entityCode, currencyCode: platform.currency };
  const [kind, id] = segments;
  if (kind === 'destination' && id && /^[A-Z]{2}$/.test(id)) {
    const name = countryName(id);
    const plans = await storePlans(db, seller, { country: id });
    const from = plans.length ? Math.min(...plans.map((p) => p.price)) : null;
    return {
      title: `${name} eSIM data plans | ${store}`,
      description:
        from === null
          ? `Travel eSIM data for ${name} from ${store}.`
          : `${plans.length} eSIM data plans for ${name} from ${money(platform.currency, from)}: pick the data and days, install in minutes, no roaming bills.`,
    };
  }
  if (kind === 'region' && id && STORE_REGION_NAMES[id]) {
    return {
      title: `${STORE_REGION_NAMES[id]} eSIM data plans | ${store}`,
      description: `Travel eSIM data plans for ${STORE_REGION_NAMES[id]} from ${store}: one eSIM for the whole trip.`,
    };
  }
  if (kind === 'plan' && id) {
    const plan = (await storePlans(db, seller, {})).find((p) => p.variantId === id);
    if (plan) {
      const places =
        plan.countries.length === 1
          ? countryName(plan.countries[0])
          : `${plan.countries.length} countries`;
      return {
        title: `${plan.productName} ${plan.variantName} | ${store}`,
        description: `${plan.isDayPass ? `${plan.dataGb} GB a day` : `${plan.dataGb} GB`} for ${plan.days} days in ${places}, ${money(plan.currency, plan.price)}. Install the eSIM in minutes.`,
      };
    }
  }
  return {
    title: `${store}: travel eSIM data plans`,
    description: `Buy a travel eSIM from ${store}: data plans for your destination, installed in minutes.`,
  };
}

/**
 * The built index.html with the store's page words and its settings: the platform's branding and
 * web store key in `<meta name="wander-store">` (JSON, read by the app: no inline script), asset
 * URLs made absolute (the page is served at any depth under the store's root).
 */
export function renderStorePage(
  template: string,
  input: {
    meta: PageMeta;
    url: string;
    assets: string;
    settings: Record<string, unknown>;
    language: string;
    /** Absolute (a path on this site gets the page's origin): link previews need a full URL. */
    logoUrl: string | null;
    primaryColor: string | null;
    /** Links that fetch the page's own chunks with the page (store-page-preload.ts). */
    preloads?: string;
  },
) {
  const { meta } = input;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(input.url)}" />`,
    ...(input.logoUrl
      ? [`<meta property="og:image" content="${escapeHtml(input.logoUrl)}" />`]
      : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="wander-store" content="${escapeHtml(JSON.stringify(input.settings))}" />`,
  ].join('\n    ');
  const language = input.language === 'zh' ? 'zh-CN' : input.language;
  const themeColor = escapeHtml(input.primaryColor ?? '#0b5cad');
  // Every insertion by a function: a replacement string would read `$'`, `$&` or `$1` in a
  // store's name as patterns and paste parts of the page there instead.
  return template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${firstPaint(input.settings)}</div>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(language)}"`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${themeColor}"`,
    )
    .replace('</head>', () => (input.preloads ? `  ${input.preloads}\n  </head>` : '</head>'))
    .replaceAll('"./assets/', () => `"${input.assets}`);
}

/**
 * What the page shows before its scripts have run: the store's header as the app draws it (the
 * brand; the links come with the app). A phone on a slow network sees the store at once rather
 * than a blank page for two seconds (Lighthouse's first paint, issue 30); React replaces it.
 */
function firstPaint(settings: Record<string, unknown>): string {
  const name = escapeHtml(String(settings.storeName ?? ''));
  const logo =
    typeof settings.logoUrl === 'string' && settings.logoUrl
      ? `<img src="${escapeHtml(settings.logoUrl)}" alt="" width="32" height="32" />`
      : '';
  const root = escapeHtml(String(settings.root ?? './'));
  return `<header class="header"><div class="header-inner"><a href="${root}" class="brand">${logo}<span>${name}</span></a></div></header>`;
}
