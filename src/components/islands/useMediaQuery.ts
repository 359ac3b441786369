import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current as it changes. On the server, and while hydrating,
 * it answers `serverValue`, so the first client render matches the server HTML.
 */
export default function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
