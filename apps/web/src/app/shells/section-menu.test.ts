import { describe, expect, it } from 'vitest';
import { PRODUCT_GROUP } from '../menus/setup-product-menu';
import { selectedMenuKeys, toSectionMenu } from './section-menu';

describe('selectedMenuKeys', () => {
  const model = toSectionMenu([PRODUCT_GROUP], '/setup');

  it('highlights the screen itself', () => {
    expect(selectedMenuKeys(model, '/setup/location-setup')).toEqual(['/setup/location-setup']);
  });

  it("highlights the closest list of a child screen, not a shorter list's", () => {
    expect(selectedMenuKeys(model, '/setup/product-review-detail/r1')).toEqual([
      '/setup/product-review-list',
    ]);
    expect(selectedMenuKeys(model, '/setup/product-edit/p1')).toEqual(['/setup/product-list']);
    expect(selectedMenuKeys(model, '/setup/location-edit/l1')).toEqual(['/setup/location-list']);
  });
});
