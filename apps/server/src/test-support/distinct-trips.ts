/**
 * A hostile roster (issue 39): `count` travellers (at most 1,000), each on a trip of their own:
 * Japan, then Korea, then Japan again, 1-10 days each. Planned, every traveller is a planner run.
 */
export function distinctTripTravellers(count = 1000) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Traveller ${i + 1}`,
    email: `traveller${i + 1}@tour.example.com`,
    language: 'en' as const,
    legs: [
      { countryCode: 'JP', days: 1 + (i % 10) },
      { countryCode: 'KR', days: 1 + (Math.floor(i / 10) % 10) },
      { countryCode: 'JP', days: 1 + Math.floor(i / 100) },
    ],
  }));
}
