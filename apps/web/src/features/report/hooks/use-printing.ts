import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed. The print layout (every answer, every area) is only rendered then, so the
 * screen's DOM holds each text once. flushSync makes React commit before the browser lays out the printout.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('print');
    const update = (value: boolean) => flushSync(() => setPrinting(value));
    const onBefore = () => update(true);
    const onAfter = () => update(false);
    const onChange = (event: MediaQueryListEvent) => update(event.matches);
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    query.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
      query.removeEventListener('change', onChange);
    };
  }, []);
  return printing;
}
