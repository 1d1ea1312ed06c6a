import type { ReactNode } from 'react';
import { STORE_DEFAULT_COLOR } from '@wander/contract';
import './store-branding.css';

/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast of the store's white text on the colour, e.g. 4.5 (WCAG: 4.5:1 for text). */
export const contrastWithWhite = (hex: string) =>
  Math.round((1.05 / (luminance(hex) + 0.05)) * 10) / 10;

export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * A live preview of a platform's web store as its visitors see it: the header in the brand colour
 * with the logo and the store's name, and a plan card whose button is in the colour, both with the
 * store's white text. A colour the white text is hard to read on is said so.
 */
export function StorePreview({
  storeName,
  color,
  logo,
}: {
  storeName: string;
  /** #rrggbb, or anything else while it is being typed (the store's own colour is shown). */
  color: string;
  /** The logo as an element (an uploaded file is fetched as a blob), or null. */
  logo: ReactNode;
}) {
  const brand = isHexColor(color) ? color : STORE_DEFAULT_COLOR;
  const contrast = contrastWithWhite(brand);
  return (
    <figure className="store-preview" aria-label="Store preview">
      <div className="store-preview__page">
        <div className="store-preview__header" style={{ background: brand }} data-testid="header">
          <span className="store-preview__brand">
            {logo}
            <span>{storeName}</span>
          </span>
          <span className="store-preview__nav" aria-hidden>
            My eSIMs · Sign in · Cart
          </span>
        </div>
        <div className="store-preview__body">
          <p className="store-preview__title">Mobile data for your trip</p>
          <div className="store-preview__card">
            <span>Japan eSIM · 5GB 7 Days</span>
            <span className="store-preview__button" style={{ background: brand }}>
              Add to cart
            </span>
          </div>
        </div>
      </div>
      <figcaption
        className={`store-preview__caption${contrast < 4.5 ? ' store-preview__caption--warn' : ''}`}
      >
        {contrast < 4.5
          ? `White text on ${brand} is hard to read (contrast ${contrast}:1; pick a darker colour, 4.5:1 or more).`
          : `White text on ${brand}: contrast ${contrast}:1.`}
      </figcaption>
    </figure>
  );
}
