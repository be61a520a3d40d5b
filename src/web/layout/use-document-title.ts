import { useEffect } from 'react';
import { pageTitle } from '#shared/config/brand';

/** Sets `{page}｜うつる 引越し手続き` (spec §1) while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
