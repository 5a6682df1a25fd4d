/** Landing sections the header, hero and help links point at (ids are part of the spec: 000 §2). */
export type SectionId = 'features' | 'pricing' | 'help' | 'faq';

/** Spec 000 §9: header links navigate to / and smooth-scroll after 100 ms. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** The landing chunk may still be downloading after those 100 ms on a first visit from /contact. */
const RETRY_EVERY_MS = 50;
const GIVE_UP_AFTER_MS = 3000;

function prefersReducedMotion(doc: Document): boolean {
  return doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls the section into view and moves focus to it, so keyboard and screen-reader users follow. */
export function scrollToSection(id: string, doc: Document = document): boolean {
  const section = doc.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion(doc) ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}

/** Scrolls once the section exists, starting after the spec's delay. Returns a cancel function. */
export function scheduleSectionScroll(
  id: SectionId,
  { delayMs = SECTION_SCROLL_DELAY_MS, doc = document }: { delayMs?: number; doc?: Document } = {},
): () => void {
  let waited = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    if (scrollToSection(id, doc) || waited >= GIVE_UP_AFTER_MS) return;
    waited += RETRY_EVERY_MS;
    timer = setTimeout(attempt, RETRY_EVERY_MS);
  };
  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}
