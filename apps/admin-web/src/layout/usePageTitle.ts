import { useEffect } from 'react';

/** Names the browser tab after the page, as the spec titles screens ('Insurance Verification | All Transactions'). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
