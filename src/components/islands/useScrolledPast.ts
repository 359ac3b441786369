import { useLayoutEffect, useState } from 'react';

/** Whether the window is scrolled past `threshold` px: read before the first paint, then once a frame at most. */
export default function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);

  return past;
}
