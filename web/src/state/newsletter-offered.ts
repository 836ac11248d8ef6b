/** The localStorage key that says this browser has had the newsletter offer. */
export const NEWSLETTER_SEEN_KEY = 'newsletterOffered';

/** Whether this browser has had the offer (or cannot remember it, so is never pestered). */
export function wasOffered(storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  return !storage || storage.getItem(NEWSLETTER_SEEN_KEY) !== null;
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
