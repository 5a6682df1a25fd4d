import { propertyMessages, type PropertyPhoto } from '@immopilote/contracts';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';

const m = propertyMessages.gallery;

/** A horizontal move longer than this (px) is a swipe, shorter is a tap. */
const SWIPE_MIN = 50;

interface PhotoLightboxProps {
  photos: PropertyPhoto[];
  /** The photo shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  /** The French alternative text of photo `i` (the same as in the gallery). */
  altOf(i: number): string;
  title: string;
  /** What opened the lightbox, focused again when it closes (Radix returns focus only to a Dialog.Trigger). */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The photos full screen, on Radix's dialog: it traps focus, closes on Escape and gives focus back
 * to the thumbnail that opened it. Arrow keys and a swipe go to the previous or next photo, wrapping
 * round at the ends.
 */
export function PhotoLightbox({ photos, index, onIndexChange, altOf, title, opener }: PhotoLightboxProps) {
  const swipeStart = useRef<number | null>(null);
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(index, count - 1) : 0;
  const go = (step: number) => onIndexChange((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_MIN) go(dx < 0 ? 1 : -1);
  };

  const photo = photos[current];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-2 sm:p-4">
            <div className="flex min-w-0 items-baseline gap-2 px-2 text-sm">
              <Dialog.Title className="truncate font-medium">{title}</Dialog.Title>
              <p className="shrink-0 text-slate-300" aria-live="polite">
                {m.counter(current + 1, count)}
              </p>
            </div>
            <Dialog.Close
              aria-label={m.close}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-16"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {photo && (
              <img
                key={photo.id}
                src={photo.largeUrl}
                alt={altOf(current)}
                width={photo.width}
                height={photo.height}
                draggable={false}
                className="max-h-full max-w-full rounded object-contain"
              />
            )}
            {count > 1 && (
              <>
                <NavButton label={m.previous} side="left" onClick={() => go(-1)} />
                <NavButton label={m.next} side="right" onClick={() => go(1)} />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NavButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick(): void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      // A tap on the button must not also count as the start of a swipe.
      onPointerDown={(event) => event.stopPropagation()}
      className={`absolute top-1/2 ${side === 'left' ? 'left-1 sm:left-3' : 'right-1 sm:right-3'} inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/60 hover:bg-slate-900/80 focus-visible:outline-2 focus-visible:outline-white`}
    >
      <Icon className="size-7" aria-hidden />
    </button>
  );
}
