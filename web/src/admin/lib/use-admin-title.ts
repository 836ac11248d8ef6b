import { useEffect } from 'react';

export const BACK_OFFICE = 'Back office';

/** 'Staff · Back office': the page's name first, so a tab or a screen reader says it first. */
export function adminTitle(page: string): string {
  return page ? `${page} · ${BACK_OFFICE}` : BACK_OFFICE;
}

/** Every back-office page names itself in the document title. */
export function useAdminTitle(page: string) {
  useEffect(() => {
    document.title = adminTitle(page);
  }, [page]);
}
