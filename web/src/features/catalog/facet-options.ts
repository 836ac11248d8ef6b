export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Counts by value (case-insensitive) with a 0 for each known value the facet does not list. */
export function withCounts(
  facet: readonly { value: string; count: number }[] | undefined,
  known: readonly string[],
  label: (value: string) => string = (value) => value,
): FacetOption[] {
  const counts = new Map((facet ?? []).map((entry) => [entry.value.toLowerCase(), entry]));
  const knownKeys = new Set(known.map((value) => value.toLowerCase()));
  const extra = (facet ?? []).filter((entry) => !knownKeys.has(entry.value.toLowerCase())).map((entry) => entry.value);
  return [...known, ...extra].map((value) => ({
    value,
    label: label(value),
    count: counts.get(value.toLowerCase())?.count ?? 0,
  }));
}

/** A collection's name as the page shows it, from the facet's displayName; a value the facet lacks, as is. */
export function collectionNames(
  facets: { collections: readonly { value: string; displayName: string }[] } | undefined,
): (collection: string) => string {
  const names = new Map((facets?.collections ?? []).map((entry) => [entry.value.toLowerCase(), entry.displayName]));
  return (collection) => names.get(collection.toLowerCase()) ?? collection;
}
