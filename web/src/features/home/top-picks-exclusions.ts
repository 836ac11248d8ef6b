/**
 * The titles Top Picks leaves out: those of the cart lines (spec §4). Sorted and without repeats, so that a
 * change of quantity or order in the cart keeps the same query variables and does not fetch again.
 */
export function excludedTitles(lines: readonly { title: string }[]): string[] {
  return [...new Set(lines.map((line) => line.title))].sort();
}
