/**
 * The words of a store page's link preview (title and description), in the store's three
 * languages: a shared destination or plan link reads in the language the page is served in
 * (the platform's default), as the page itself does. Amounts and places come formatted.
 */
export interface PageWords {
  destinationTitle: (place: string, store: string) => string;
  destinationNone: (place: string, store: string) => string;
  destinationFrom: (count: number, place: string, from: string) => string;
  regionTitle: (region: string, store: string) => string;
  regionDescription: (region: string, store: string) => string;
  planDescription: (data: string, days: number, places: string, price: string) => string;
  data: (gb: number, dayPass: boolean) => string;
  countries: (count: number) => string;
  homeTitle: (store: string) => string;
  homeDescription: (store: string) => string;
}

const en: PageWords = {
  destinationTitle: (place, store) => `${place} eSIM data plans | ${store}`,
  destinationNone: (place, store) => `Travel eSIM data for ${place} from ${store}.`,
  destinationFrom: (count, place, from) =>
    `${count} eSIM data plans for ${place} from ${from}: pick the data and days, install in minutes, no roaming bills.`,
  regionTitle: (region, store) => `${region} eSIM data plans | ${store}`,
  regionDescription: (region, store) =>
    `Travel eSIM data plans for ${region} from ${store}: one eSIM for the whole trip.`,
  planDescription: (data, days, places, price) =>
    `${data} for ${days} days in ${places}, ${price}. Install the eSIM in minutes.`,
  data: (gb, dayPass) => (dayPass ? `${gb} GB a day` : `${gb} GB`),
  countries: (count) => `${count} countries`,
  homeTitle: (store) => `${store}: travel eSIM data plans`,
  homeDescription: (store) =>
    `Buy a travel eSIM from ${store}: data plans for your destination, installed in minutes.`,
};

const ms: PageWords = {
  destinationTitle: (place, store) => `Pelan data eSIM ${place} | ${store}`,
  destinationNone: (place, store) => `Data eSIM perjalanan untuk ${place} daripada ${store}.`,
  destinationFrom: (count, place, from) =>
    `${count} pelan data eSIM untuk ${place} dari ${from}: pilih data dan hari, pasang dalam beberapa minit, tiada bil perayauan.`,
  regionTitle: (region, store) => `Pelan data eSIM ${region} | ${store}`,
  regionDescription: (region, store) =>
    `Pelan data eSIM perjalanan untuk ${region} daripada ${store}: satu eSIM untuk seluruh perjalanan.`,
  planDescription: (data, days, places, price) =>
    `${data} untuk ${days} hari di ${places}, ${price}. Pasang eSIM dalam beberapa minit.`,
  data: (gb, dayPass) => (dayPass ? `${gb} GB sehari` : `${gb} GB`),
  countries: (count) => `${count} negara`,
  homeTitle: (store) => `${store}: pelan data eSIM untuk perjalanan`,
  homeDescription: (store) =>
    `Beli eSIM perjalanan daripada ${store}: pelan data untuk destinasi anda, dipasang dalam beberapa minit.`,
};

const zh: PageWords = {
  destinationTitle: (place, store) => `${place} eSIM 流量套餐 | ${store}`,
  destinationNone: (place, store) => `${store} 提供${place}旅行 eSIM 流量。`,
  destinationFrom: (count, place, from) =>
    `${place} ${count} 款 eSIM 流量套餐，${from} 起：选择流量和天数，几分钟即可安装，无漫游费。`,
  regionTitle: (region, store) => `${region} eSIM 流量套餐 | ${store}`,
  regionDescription: (region, store) =>
    `${store} 提供${region}旅行 eSIM 流量套餐：一张 eSIM 畅游全程。`,
  planDescription: (data, days, places, price) =>
    `${places} ${data}，${days} 天，${price}。几分钟即可安装 eSIM。`,
  data: (gb, dayPass) => (dayPass ? `每天 ${gb} GB` : `${gb} GB`),
  countries: (count) => `${count} 个国家/地区`,
  homeTitle: (store) => `${store}：旅行 eSIM 流量套餐`,
  homeDescription: (store) =>
    `在 ${store} 购买旅行 eSIM：为您的目的地选择流量套餐，几分钟即可安装。`,
};

export const PAGE_WORDS: Record<'en' | 'ms' | 'zh', PageWords> = { en, ms, zh };

export const pageLanguage = (language: string): 'en' | 'ms' | 'zh' =>
  language === 'ms' || language === 'zh' ? language : 'en';
