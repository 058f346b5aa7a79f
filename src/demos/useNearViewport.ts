'use client';
import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Distance from the viewport at which a demo starts mounting: far enough that a reader scrolling at
 * a normal pace finds it rendered, near enough that a page of ten demos mounts only the first few.
 */
const DEMO_MOUNT_MARGIN = '600px 0px';

/** True once the element has come within DEMO_MOUNT_MARGIN of the viewport; it stays true afterwards. */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string = DEMO_MOUNT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: mount at once rather than never.
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition lets React render the demo in slices that yield to input, not one long task.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
