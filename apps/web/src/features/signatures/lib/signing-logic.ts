import { SIGNATURE_CODE_LENGTH, type SigningSession } from '@immopilote/contracts';

/**
 * The signing page's decisions that need no browser: what a typed or pasted code becomes, which
 * pages of a long document are drawn, where the agent's device goes back to, which sentence a
 * closed request shows.
 */

/** A pasted « 123 456 », « 123-456 » or an SMS's whole text keeps its digits, at most six. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SIGNATURE_CODE_LENGTH);
}

export const isCompleteCode = (code: string) => code.length === SIGNATURE_CODE_LENGTH;

/** The wait before « Renvoyer le code » works again (the server refuses a flood of codes anyway). */
export const CODE_RESEND_WAIT_SECONDS = 30;

/**
 * The pages drawn on canvases: those on screen and `margin` on each side, so scrolling finds the
 * next page ready; the others are placeholders of the same size, which keeps a 50-page document
 * from holding 50 full-resolution canvases in a phone's memory.
 */
export function pagesToRender(visible: Iterable<number>, pageCount: number, margin = 2): Set<number> {
  const pages = new Set<number>();
  for (const page of visible) {
    for (let p = Math.max(1, page - margin); p <= Math.min(pageCount, page + margin); p++) pages.add(p);
  }
  // Nothing reported yet (first paint): the first page is on screen.
  if (pages.size === 0 && pageCount > 0)
    for (let p = 1; p <= Math.min(pageCount, 1 + margin); p++) pages.add(p);
  return pages;
}

/** The scale a page is drawn at: the container's width, on the screen's pixels (at most 2 per CSS pixel). */
export function renderScale(pageWidth: number, containerWidth: number, devicePixelRatio: number): number {
  if (pageWidth <= 0 || containerWidth <= 0) return 1;
  return (containerWidth / pageWidth) * Math.min(Math.max(devicePixelRatio, 1), 2);
}

export type ClosedKind = 'completed' | 'refused' | 'locked' | 'cancelled';

/** Which sentence a request that is over shows, whatever its exact status. */
export function closedKind(status: SigningSession['requestStatus']): ClosedKind {
  if (status === 'pending' || status === 'sealing' || status === 'completed') return 'completed';
  return status;
}

interface StrokePoint {
  x: number;
  y: number;
}

/**
 * A drawing kept across a resize of the pad (a phone turned): the pad keeps its proportions, so
 * every point moves by the same factor and the signature stays whole, at the new size.
 */
export function scaleStrokes<G extends { points: StrokePoint[] }>(groups: G[], factor: number): G[] {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return groups;
  return groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}
