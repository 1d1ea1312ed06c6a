/** A traveller's own legs as the roster file writes them: `JP:5;KR:4` (empty: the group's). */
export interface Leg {
  countryCode: string;
  days: number;
}

export const legsToText = (legs: Leg[] | null | undefined) =>
  (legs ?? []).map((l) => `${l.countryCode}:${l.days}`).join(';');

/** Parses `JP:5;KR:4`; null when empty, undefined when it is not that shape. */
export function textToLegs(text: string): Leg[] | null | undefined {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const legs: Leg[] = [];
  for (const part of parts) {
    const match = /^([A-Za-z]{2})\s*:\s*(\d{1,3})$/.exec(part);
    if (!match) return undefined;
    legs.push({ countryCode: match[1].toUpperCase(), days: Number(match[2]) });
  }
  return legs;
}
