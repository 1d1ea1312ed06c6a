import {
  countryNameIn,
  planLabel,
  regionNameIn,
  STORE_REGION_NAMES,
  type StorePlatform,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { escapeHtml } from '../../platform/mail/index.js';
import { storePlans } from './store-shop.queries.js';
import { PAGE_WORDS, pageLanguage } from './store-page-words.js';

/** The store's page words a link preview shows, per the path under the store's root. */
interface PageMeta {
  title: string;
  description: string;
}

/**
 * The title and description of a store page (a shared destination or plan link shows them in
 * its preview), in the page's language (the platform's default): destination/JP, region/europe
 * and plan/{variantId} name what they sell, with the lowest price, the plan by its name in that
 * language; any other path the store itself.
 */
export async function storePageMeta(
  db: Db,
  platform: StorePlatform & { entityCode: string },
  segments: string[],
): Promise<PageMeta> {
  const store = platform.storeName;
  const lang = pageLanguage(platform.defaultLanguage);
  const words = PAGE_WORDS[lang];
  const money = (currency: string, amount: number) =>
    new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : lang, { style: 'currency', currency }).format(
      amount,
    );
  const seller = { entityCode: platform.entityCode, currencyCode: platform.currency };
  const [kind, id] = segments;
  if (kind === 'destination' && id && /^[A-Z]{2}$/.test(id)) {
    const name = countryNameIn(id, lang);
    const plans = await storePlans(db, seller, { country: id });
    const from = plans.length ? Math.min(...plans.map((p) => p.price)) : null;
    return {
      title: words.destinationTitle(name, store),
      description:
        from === null
          ? words.destinationNone(name, store)
          : words.destinationFrom(plans.length, name, money(platform.currency, from)),
    };
  }
  if (kind === 'region' && id && STORE_REGION_NAMES[id]) {
    const region =
      lang === 'en' ? STORE_REGION_NAMES[id] : regionNameIn(STORE_REGION_NAMES[id], lang);
    return {
      title: words.regionTitle(region, store),
      description: words.regionDescription(region, store),
    };
  }
  if (kind === 'plan' && id) {
    const plan = (await storePlans(db, seller, {})).find((p) => p.variantId === id);
    if (plan) {
      const places =
        plan.countries.length === 1
          ? countryNameIn(plan.countries[0], lang)
          : words.countries(plan.countries.length);
      const named = lang === 'en' ? plan : plan.names[lang];
      return {
        title: `${planLabel(named.productName, named.variantName)} | ${store}`,
        description: words.planDescription(
          words.data(plan.dataGb, plan.isDayPass),
          plan.days,
          places,
          money(plan.currency, plan.price),
        ),
      };
    }
  }
  return { title: words.homeTitle(store), description: words.homeDescription(store) };
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
