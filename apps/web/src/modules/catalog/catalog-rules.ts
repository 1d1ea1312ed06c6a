import {
  CatalogMessage,
  IN_STOCK,
  type CatalogProduct,
  type CatalogVariant,
} from '@wander/contract';

/** The search form of the catalogue screen. */
export interface CatalogCriteria {
  distributor: string | undefined;
  countries: string[];
  days: string;
  data: string;
  isDataType: boolean;
  isDayPassType: boolean;
}

export const INITIAL_CRITERIA: Omit<CatalogCriteria, 'distributor'> = {
  countries: [],
  days: '',
  data: '',
  isDataType: true,
  isDayPassType: true,
};

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** The alert a Search shows, or null when the criteria may be searched (spec section 5). */
export function searchAlert(c: CatalogCriteria): string | null {
  if (c.countries.length === 0) return CatalogMessage.selectCountry;
  if (!c.isDataType && !c.isDayPassType) return CatalogMessage.checkDataType;
  const days = number(c.days);
  if (days !== null && (!Number.isInteger(days) || days < 0)) return 'Days should be an integer';
  const data = number(c.data);
  if (data !== null && (!Number.isFinite(data) || data < 0)) return 'GB should be a number';
  return null;
}

/** Unticking the last type: the alert shows and both boxes go back to checked. */
export function toggleType(
  c: Pick<CatalogCriteria, 'isDataType' | 'isDayPassType'>,
  key: 'isDataType' | 'isDayPassType',
  checked: boolean,
): { isDataType: boolean; isDayPassType: boolean; alert: string | null } {
  const next = { isDataType: c.isDataType, isDayPassType: c.isDayPassType, [key]: checked };
  if (!next.isDataType && !next.isDayPassType) {
    return { isDataType: true, isDayPassType: true, alert: CatalogMessage.checkDataType };
  }
  return { ...next, alert: null };
}

export function toSearchFilters(c: CatalogCriteria) {
  return {
    distributorEntityCode: c.distributor ?? '',
    countryCode: c.countries,
    days: number(c.days),
    data: number(c.data),
    isDataType: c.isDataType,
    isDayPassType: c.isDayPassType,
  };
}

/** Variant filter: days >= entered days, data >= entered GB, and a checked type. */
export function filterVariants(
  variants: readonly CatalogVariant[],
  c: Pick<CatalogCriteria, 'days' | 'data' | 'isDataType' | 'isDayPassType'>,
): CatalogVariant[] {
  const days = number(c.days) ?? 0;
  const data = number(c.data) ?? 0;
  return variants.filter(
    (v) =>
      v.days >= days &&
      v.data >= data &&
      ((v.isDayPass && c.isDayPassType) || (!v.isDayPass && c.isDataType)),
  );
}

/** A data capacity choice carries the type: "1 GB" (data) and "1 GB/day" (day pass) differ. */
export const dataKey = (v: Pick<CatalogVariant, 'data' | 'isDayPass'>) =>
  `${v.data}|${v.isDayPass ? 'day' : 'total'}`;
export const dataLabel = (v: Pick<CatalogVariant, 'data' | 'isDayPass'>) =>
  `${v.data < 1 ? `${Math.round(v.data * 1000)} MB` : `${v.data} GB`}${v.isDayPass ? ' per day' : ''}`;

export interface DialogChoice {
  days: number | undefined;
  data: string | undefined;
  quantity: number | null;
}

/** The add-to-cart dialog's rules: days, then data capacity, then a quantity of at least 1. */
export function dialogAlert(choice: DialogChoice): string | null {
  if (choice.days === undefined) return CatalogMessage.selectDays;
  if (choice.data === undefined) return CatalogMessage.selectData;
  if (choice.quantity === null || !Number.isInteger(choice.quantity) || choice.quantity < 1) {
    return CatalogMessage.quantityMin;
  }
  return null;
}

export function variantOf(
  variants: readonly CatalogVariant[],
  days: number | undefined,
  data: string | undefined,
): CatalogVariant | undefined {
  return variants.find((v) => v.days === days && dataKey(v) === data);
}

/** The alert text of a failed quantity check (spec section 4). */
export const insufficientStockText = (available: number) =>
  `${CatalogMessage.insufficientStock}. Available quantity: ${available}`;

export const isInStock = (status: string) => status === IN_STOCK;

/** Promotion lines for a cart line: the product's promotions for every variant or this one. */
export function promotionLines(product: CatalogProduct, variantId: string): string[] {
  return product.promotions
    .filter((p) => p.variantId === null || p.variantId === variantId)
    .map((p) => p.title);
}
