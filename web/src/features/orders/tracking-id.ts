/** The order to track: ?id= on /order-tracking, else the :id of /order-tracking/:id; null when none is given. */
export function trackingOrderId(query: URLSearchParams, routeId: string | undefined): string | null {
  const id = (query.get('id') ?? routeId ?? '').trim();
  return id === '' ? null : id;
}

/** Where the tracking form goes for a typed order number: the same page with ?id=, or itself when blank. */
export function trackingPath(typed: string): string {
  const id = typed.trim().replace(/^#/, '');
  return id === '' ? '/order-tracking' : `/order-tracking?id=${encodeURIComponent(id)}`;
}
