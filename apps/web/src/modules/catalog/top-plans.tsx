import { memo, useDeferredValue, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogProduct } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { showMessage } from '../../ui/dialogs';
import { topPlansQuery } from './catalog-queries';
import { ProductCard } from './product-card';

const NO_PLANS: CatalogProduct[] = [];

/**
 * The catalogue before any search: the distributor's top plans for the buyer's market, in their
 * order (Setup > Offer > Top Plan), so the page never opens empty. Memoised (its props are the
 * distributor and a state setter): the filters' answers do not draw the cards again.
 */
export const TopPlans = memo(function TopPlans({
  distributor,
  onAdd,
}: {
  distributor: string | undefined;
  onAdd: (product: CatalogProduct) => void;
}) {
  const top = useQuery(topPlansQuery(distributor));
  useEffect(() => {
    if (top.error) showMessage('error', errorMessageOf(top.error));
  }, [top.error]);

  // The cards are drawn as a deferred (interruptible) render: the answer's arrival does not
  // block the main thread while a dozen cards render.
  const items = useDeferredValue(top.data?.items ?? NO_PLANS);
  return (
    <section aria-labelledby="catalog-top-plans" aria-busy={top.isFetching}>
      <h2 id="catalog-top-plans" className="catalog-section-title">
        Top plans
      </h2>
      {items.length > 0 ? (
        <div className="catalog-grid">
          {items.map((product) => (
            <ProductCard key={product.productId} product={product} onAdd={onAdd} />
          ))}
        </div>
      ) : (
        !top.isFetching && (
          <p className="catalog-empty">
            Choose one or more countries and press Search to see plans.
          </p>
        )
      )}
      {items.length > 0 && (
        <p className="catalog-hint">Or choose one or more countries and press Search.</p>
      )}
    </section>
  );
});
