import { memo } from 'react';
import { formatAmount, type CatalogProduct } from '@wander/contract';
import { DestinationBadge } from './destination-badge';
import { FileImage } from '../../ui/file-image';
import { LightButton } from '../../ui/light/light-button';

const rangeOf = (days: number[]) => {
  const [min, max] = [Math.min(...days), Math.max(...days)];
  return min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`;
};

/**
 * One product of the grid: its picture when it has one, destination, networks, the lowest price,
 * promotions, Add to cart.
 * Memoised: the page's other answers (countries, cart) do not draw the cards again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
}: {
  product: CatalogProduct;
  onAdd: (product: CatalogProduct) => void;
}) {
  const days = product.productVariants.map((v) => v.days);
  const networks = [...new Set(product.productVariants.map((v) => v.networkName).filter(Boolean))];
  const isDayPass = product.productVariants.some((v) => v.isDayPass);
  return (
    <article className="catalog-card" aria-label={product.productName}>
      {/* The plan's own picture only: none is drawn in its place (issue 37). */}
      {product.image && (
        <div className="catalog-card__media" aria-hidden="true">
          <FileImage value={product.image} variant="thumbnail" />
        </div>
      )}
      <DestinationBadge codes={product.countryCodes} />
      <h2 className="catalog-card__title">{product.productName}</h2>
      <p className="catalog-card__meta">
        {product.countryCodes.length === 1
          ? isDayPass
            ? 'Day pass'
            : 'Data plan'
          : `${product.countryCodes.length} countries`}
        {' · '}
        {rangeOf(days)} · {product.productVariants.length} plans
      </p>
      {networks.length > 0 && <p className="catalog-card__network">{networks.join(', ')}</p>}
      {product.promotions.map((p) => (
        <p key={p.title} className="catalog-card__promotion">
          {p.title}
        </p>
      ))}
      {product.recommended.length > 0 && (
        <p className="catalog-card__recommended">
          Also consider: {product.recommended.map((r) => r.productName).join(', ')}
        </p>
      )}
      <div className="catalog-card__foot">
        <span className="catalog-card__price">
          from{' '}
          <strong>
            {product.currency} {formatAmount(product.unitPrice)}
          </strong>
        </span>
        <LightButton kind="primary" onClick={() => onAdd(product)}>
          Add to cart
        </LightButton>
      </div>
    </article>
  );
});
