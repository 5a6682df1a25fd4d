import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

/** A grey block standing for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)} />
  );
}

/** Most loads finish within this time: showing a placeholder for them would only flash. */
const SKELETON_DELAY_MS = 150;

/**
 * The loading state of a list or a page: announced at once to screen readers, drawn (shaped like
 * the content, `children`) only after ~150 ms.
 */
export function Loading({ label = 'Chargement…', children }: { label?: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {visible && <div aria-hidden="true">{children}</div>}
    </div>
  );
}

/** Keys for `count` placeholders: a placeholder's only identity is its position. */
export const placeholderKeys = (count: number) => Array.from({ length: count }, (_, i) => `placeholder-${i}`);
