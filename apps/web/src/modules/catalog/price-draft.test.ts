import { describe, expect, it } from 'vitest';
import { bodyOf, checkDraft, draftOf, tierPrice } from './price-draft';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const data = {
  productId: 'p1',
  distributorEntityCode: 'DIST001',
  currency: 'MYR',
  variants: [
    {
      variantId: A,
      variantCode: 'A',
      variantName: 'A',
      listPrice: 10,
      unitPrice: 12.5,
      isActive: true,
    },
    {
      variantId: B,
      variantCode: 'B',
      variantName: 'B',
      listPrice: 20,
      unitPrice: null,
      isActive: false,
    },
  ],
  discountTiers: [
    {
      id: 't1',
      variantId: null,
      minQuantity: 10,
      discountPercent: 5,
      description: '10+ eSIMs: 5% off',
    },
  ],
};

describe('the prices draft', () => {
  it('turns the inputs into the update body: an empty price is "not sold"', () => {
    const draft = draftOf(data);
    expect(bodyOf(draft, 'DIST001')).toEqual({
      distributorEntityCode: 'DIST001',
      prices: [
        { variantId: A, unitPrice: 12.5, isActive: true },
        { variantId: B, unitPrice: null, isActive: true },
      ],
      discountTiers: [{ variantId: null, minQuantity: 10, discountPercent: 5 }],
    });
  });

  it("checks with the contract's messages, keyed by path", () => {
    const draft = draftOf(data);
    draft.tiers.push({ variantId: null, minQuantity: '10', discountPercent: '6' });
    expect(checkDraft(bodyOf(draft, 'DIST001'))).toEqual({
      'discountTiers.1.minQuantity': 'Min Quantity should be greater than the tier before',
    });
    draft.tiers[1] = { variantId: null, minQuantity: '20', discountPercent: '' };
    expect(checkDraft(bodyOf(draft, 'DIST001'))).toEqual({
      'discountTiers.1.discountPercent': 'Discount (%) is required',
    });
    expect(checkDraft(bodyOf(draftOf(data), 'DIST001'))).toBeNull();
  });

  it("prices a tier from the cheapest variant sold, or the tier's own variant", () => {
    const draft = draftOf(data);
    expect(tierPrice(draft, { variantId: null, minQuantity: '20', discountPercent: '7' })).toBe(
      11.63,
    );
    expect(tierPrice(draft, { variantId: B, minQuantity: '20', discountPercent: '7' })).toBeNull();
  });
});
