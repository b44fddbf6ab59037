import { useEffect } from 'react';

/** Sets the tab title to "<page> · Rubrica" while the page is shown. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · Rubrica` : 'Rubrica';
  }, [title]);
};
