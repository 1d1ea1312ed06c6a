import type { FastifyRequest } from 'fastify';
import {
  DELIVER_ON_PAYMENT_VALUES,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  messages,
  NUMERIC_SETTINGS,
  PERCENT_PATTERN,
  PERCENT_SETTING_MESSAGE,
  PERCENT_SETTINGS,
  PLATFORM_SETTINGS,
  SETTING_LABELS,
  SETTING_NAMES,
  sortByLabel,
  type SelectOption,
  type SettingName,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import {
  countryOptions,
  currencyOptions,
  settingNamesOf,
  taxGroupOptions,
} from './network.queries.js';

/** Settings whose value is one of a list (the rest are free text, digits or an email). */
const OPTION_SETTINGS: readonly SettingName[] = [
  'DefaultCurrency',
  'DefaultCountry',
  'DefaultTaxGroup',
  'DeliverOnPayment',
  'ReportingCurrency',
];

/** GET network/Settings/GetValueOptions: the values a setting may take ([] for free values). */
export async function valueOptionsOf(
  db: Tx,
  entityCode: string,
  settingName: SettingName,
): Promise<SelectOption[]> {
  switch (settingName) {
    case 'DefaultCurrency':
    case 'ReportingCurrency':
      return sortByLabel(await currencyOptions(db));
    case 'DefaultCountry':
      return sortByLabel(await countryOptions(db));
    case 'DefaultTaxGroup':
      return sortByLabel(await taxGroupOptions(db, entityCode));
    case 'DeliverOnPayment':
      return DELIVER_ON_PAYMENT_VALUES.map((value) => ({ label: value, value }));
    default:
      return [];
  }
}

/**
 * GET network/Settings/GetSelectList?settingId: the setting names the company has not set yet,
 * plus the name of the setting being edited (so its own select keeps its value). The top-up
 * limits are offered to the platform company only.
 */
export async function settingNameOptions(
  db: Tx,
  company: { entityCode: string; companyType: string },
  settingId?: string,
): Promise<SelectOption[]> {
  const rows = await settingNamesOf(db, company.entityCode);
  const taken = new Set(rows.filter((r) => r.id !== settingId).map((r) => r.settingName));
  // Deliver on payment, the commission refund window, the pricing guard and the dashboard's
  // reporting currency are a seller's: distributors (and the platform) keep them.
  const sellers: SettingName[] = [
    'DeliverOnPayment',
    'CommissionRefundWindowDays',
    'MinimumMarginPercent',
    'RateMoveThresholdPercent',
    'ReportingCurrency',
  ];
  const offered = (name: SettingName) =>
    company.companyType === 'platform' ||
    (!PLATFORM_SETTINGS.includes(name) &&
      (!sellers.includes(name) || company.companyType === 'distributor'));
  return sortByLabel(
    SETTING_NAMES.filter((name) => !taken.has(name) && offered(name)).map((name) => ({
      label: SETTING_LABELS[name],
      value: name,
    })),
  );
}

/** Refuses a setting value that does not fit its setting (crud beforeWrite). */
export function checkSettingValue(db: Tx) {
  return async (request: FastifyRequest, body: Record<string, unknown>) => {
    const name = body.settingName as SettingName;
    const value = String(body.settingValue);
    const invalid = (message: string) => AppError.validation({ settingValue: [message] });
    if (OPTION_SETTINGS.includes(name)) {
      const choices = await valueOptionsOf(db, currentCompany(request).entityCode, name);
      if (!choices.some((o) => o.value === value))
        throw invalid(messages.invalidOption('Setting Value'));
    } else if (NUMERIC_SETTINGS.includes(name) && !DIGITS_PATTERN.test(value)) {
      throw invalid(messages.digits('Setting Value'));
    } else if (PERCENT_SETTINGS.includes(name) && !PERCENT_PATTERN.test(value)) {
      throw invalid(PERCENT_SETTING_MESSAGE);
    } else if (name === 'SupportEmail' && !EMAIL_PATTERN.test(value)) {
      throw invalid(messages.email);
    }
  };
}
