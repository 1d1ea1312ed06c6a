/** A code typed by a user (tax, promotion, offer codes): capitals, digits, - and _. */
export const CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const CODE_MESSAGE = (label: string) =>
  `${label} should have only capital letters, digits, - and _`;
