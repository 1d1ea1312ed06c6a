import { isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { wanderPlatforms } from '../db/schema/index.js';
import { issuePlatformApiKey } from '../modules/payment/platform-api-key.js';

/** The consumer apps that sell Wander plans, as the platform runs them. */
const PLATFORMS = [
  {
    platformCode: 'APP-IOS',
    platformName: 'Wander for iPhone',
    currencyCode: 'USD',
    paymentProviders: ['stripe', 'wallet'],
    description: 'App Store consumer app',
  },
  {
    platformCode: 'APP-ANDROID',
    platformName: 'Wander for Android',
    currencyCode: 'USD',
    paymentProviders: ['stripe', 'wallet'],
    description: 'Google Play consumer app',
  },
  {
    platformCode: 'WEB-HK',
    platformName: 'Wander Web Store Hong Kong',
    currencyCode: 'HKD',
    paymentProviders: ['paydollar'],
    description: 'Web store for Hong Kong travellers, paid through PayDollar',
    // Its web store at /store/WEB-HK/ (issue 28): its own name, colour and language.
    storeName: 'Wander HK',
    storePrimaryColor: '#9d1c4a',
    storeSupportEmail: 'help.hk@wander.demo',
    storeDefaultLanguage: 'zh',
  },
  {
    platformCode: 'WEB-MY',
    platformName: 'Wander Web Store Malaysia',
    currencyCode: 'MYR',
    paymentProviders: ['stripe'],
    description: 'The web store at /store/ (card payments: Stripe, or the sandbox offline)',
    storeName: 'Wander Malaysia',
    storePrimaryColor: '#0b5cad',
    storeSupportEmail: 'help@wander.demo',
    storeDefaultLanguage: 'en',
  },
  {
    platformCode: 'KIOSK-KUL',
    platformName: 'Airport Kiosk KLIA',
    currencyCode: 'MYR',
    paymentProviders: ['stripe'],
    description: 'Self-service kiosk, retired',
    isActive: false,
  },
];

/**
 * Demo sales platforms. Idempotent (unique code). The active ones get an API key that nobody
 * knows, as a live platform's would be: issue a new one on the platform's page to see it.
 */
export async function seedPlatforms(db: Db) {
  await db.insert(wanderPlatforms).values(PLATFORMS).onConflictDoNothing();
  const keyless = await db
    .select({ id: wanderPlatforms.id, isActive: wanderPlatforms.isActive })
    .from(wanderPlatforms)
    .where(isNull(wanderPlatforms.apiKeyHash));
  for (const platform of keyless.filter((p) => p.isActive))
    await issuePlatformApiKey(db, platform.id);
}
