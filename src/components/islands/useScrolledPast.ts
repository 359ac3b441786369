import { useLayoutEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` pixels, read before the first paint after hydration (so a
 * page reloaded mid-scroll never shows the wrong state), then on each scroll. Browsers already fire `scroll` at most
 * once per frame (HTML's "run the scroll steps"), and React skips a render when the answer is unchanged, so no
 * further throttling is needed. Returns `false` and listens to nothing while `enabled` is false.
 */
export default function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);

  return past;
}
