/** A confirmation carried to the next page in the router's history state (e.g. registered → /login). */
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string): NoticeState {
  return { notice };
}

/** The notice in a location's state, if it carries one; history state is untrusted (it survives reloads). */
export function readNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : undefined;
}
