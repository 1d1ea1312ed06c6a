/** Ratings of product reviews: whole numbers from 1 to 5, shown as stars. */
export const MAX_RATING = 5;

/** "★★★★☆": a rating as five stars. */
export const ratingStars = (rating: number) => {
  const full = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(MAX_RATING - full);
};
