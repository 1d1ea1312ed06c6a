/** The regions ISO countries are grouped in (a plan or top plan may cover one). */
export const REGIONS = ['Africa', 'Americas', 'Antarctica', 'Asia', 'Europe', 'Oceania'] as const;
