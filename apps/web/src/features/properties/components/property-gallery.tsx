import { propertyMessages, type PropertyPhoto } from '@immopilote/contracts';
import { Expand } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { PhotoLightbox } from './photo-lightbox';

const m = propertyMessages.gallery;

/**
 * The cover photo large (the 1600 px variant), the others as 400 px thumbnails; any of them opens
 * the lightbox at that photo.
 */
export function PropertyGallery({ name, photos }: { name: string; photos: PropertyPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openAt = (i: number) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(i);
  };
  const altOf = (i: number) => m.alt(name, i + 1, photos.length);
  const [cover, ...others] = photos;
  if (!cover) return null;
  return (
    <section aria-label={m.label} className="space-y-2">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openAt(0)}
        className="group relative block w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={cover.largeUrl}
          alt={altOf(0)}
          width={cover.width}
          height={cover.height}
          fetchPriority="high"
          className="aspect-[3/2] max-h-[32rem] w-full object-cover transition group-hover:opacity-95"
        />
        <span
          aria-hidden
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-md bg-slate-900/70 px-2.5 py-1 text-sm font-medium text-white"
        >
          <Expand className="size-4" />
          {m.count(photos.length)}
        </span>
      </button>
      {others.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8" aria-label={m.thumbnails}>
          {others.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={openAt(i + 1)}
                className="block w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={altOf(i + 1)}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition hover:opacity-90"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        altOf={altOf}
        title={m.title(name)}
        opener={opener}
      />
    </section>
  );
}
