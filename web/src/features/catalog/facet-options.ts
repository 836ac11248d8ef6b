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
