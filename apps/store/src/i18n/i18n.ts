import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORE_LANGUAGES, type StoreLanguage } from '@wander/contract/store/store-paths';
import { StorePath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { api } from '../api/client';
import { currentSession } from '../api/session';
import en, { type Strings } from './en';

/** The visitor's choice, remembered on this device; else the platform's default language. */
const CHOICE = 'wander-store-language';
const loaders: Record<StoreLanguage, () => Promise<{ default: Strings }>> = {
  en: () => Promise.resolve({ default: en }),
  ms: () => import('./ms'),
  zh: () => import('./zh'),
};

const isLanguage = (value: string | null): value is StoreLanguage =>
  STORE_LANGUAGES.includes(value as StoreLanguage);

function initialLanguage(): StoreLanguage {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const chosen = localStorage.getItem(CHOICE);
  return isLanguage(chosen) ? chosen : settings.defaultLanguage;
}

const htmlLang = (language: string) => (language === 'zh' ? 'zh-CN' : language);

/** Loads the language's strings (English is in the page; the others are fetched once). */
async function load(language: StoreLanguage) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: strings } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', strings);
  }
}

export async function startI18n() {
  const language = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  await load(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = htmlLang(language);
}

/** The visitor's choice; a signed-in consumer's is kept on its account too (its e-mails' language). */
export async function chooseLanguage(language: StoreLanguage) {
  await load(language);
  localStorage.setItem(CHOICE, language);
  if (currentSession()) {
    void api(StorePath.language, { method: 'PUT', body: { language } }).catch(() => undefined);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = htmlLang(language);
}
