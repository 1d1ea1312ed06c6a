/** The demo world's product setup lists (seed-product-setup.ts writes them). */
export const TYPES = [
  ['DATA', 'Data only', 'Mobile data, no phone number'],
  ['DATA-VOICE', 'Data + Voice', 'Data with a local number for calls and SMS'],
  ['DAY-PASS', 'Day Pass', 'A fresh data allowance every day'],
  ['UNLIMITED', 'Unlimited Data', 'Unlimited data, fair use applies'],
] as const;

/** [code, name, parent code] - one level deep. */
export const CATEGORIES = [
  ['COUNTRY', 'Single Country', null],
  ['COUNTRY-ASIA', 'Asia', 'COUNTRY'],
  ['COUNTRY-EUROPE', 'Europe', 'COUNTRY'],
  ['COUNTRY-OTHER', 'Rest of World', 'COUNTRY'],
  ['REGIONAL', 'Regional', null],
  ['REGIONAL-ASIA', 'Regional Asia', 'REGIONAL'],
  ['REGIONAL-EUROPE', 'Regional Europe', 'REGIONAL'],
  ['GLOBAL', 'Global', null],
] as const;

export const BRANDS = [
  ['DOCOMO', 'NTT Docomo', 'https://www.docomo.ne.jp'],
  ['SKT', 'SK Telecom', 'https://www.sktelecom.com'],
  ['AIS', 'AIS Thailand', 'https://www.ais.th'],
  ['SINGTEL', 'Singtel', 'https://www.singtel.com'],
  ['MAXIS', 'Maxis', 'https://www.maxis.com.my'],
  ['SPARK', 'Spark Global (upstream provider)', 'https://spark.example'],
] as const;

export const DIMENSIONS = [
  ['SEA', 'South-East Asia', 'Region'],
  ['EAST-ASIA', 'East Asia', 'Region'],
  ['EUROPE', 'Europe', 'Region'],
  ['NET-DOCOMO', 'Docomo network', 'Network'],
  ['FAM-DATA', 'Data plans', 'Plan Family'],
  ['FAM-DAYPASS', 'Day passes', 'Plan Family'],
  ['B2B', 'Travel agencies', 'Sales Channel'],
] as const;

export const COST_TYPES = [
  ['WHOLESALE', 'Wholesale eSIM cost', 'What the upstream provider charges per eSIM'],
  ['PROVIDER-FEE', 'Provider fee', 'SM-DP+ download and activation fee per profile'],
  ['FX-MARGIN', 'FX margin', 'Currency conversion buffer on USD-priced plans'],
] as const;

export const WARRANTY_TYPES = [
  ['REFUND', 'Refund', 'Money back to the original payment method or wallet'],
  ['REPLACE', 'Replacement', 'A new QR code for the same plan'],
] as const;

export const UNITS = [
  ['VPOOL', 'Virtual profile pool', 'Downloadable eSIM profiles held at the SM-DP+'],
  ['QRBOX', 'QR voucher box', 'Printed QR vouchers for walk-in sales'],
  ['TRAY', 'Physical card tray', 'Physical travel SIM cards'],
] as const;
