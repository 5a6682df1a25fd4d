import { publicMessages } from '@immopilote/contracts';
import { useLayoutEffect } from 'react';
import { useClientValue } from '../../../lib/use-client-value';

interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the page, for og:url and the canonical link. */
  path: string;
  noIndex?: boolean;
}

/**
 * Per-page <title>, description and Open Graph tags; React 19 hoists them into <head>.
 * index.html carries the landing page's tags for crawlers that do not run JavaScript (they are
 * marked data-default-head); they are detached while a page renders its own, to avoid duplicates.
 * A prerendered page has its own tags instead, adopted by React on hydration; the addresses, which
 * need the site's origin, are added once the page runs in the browser.
 */
export function PageMeta({ title, description, path, noIndex }: PageMetaProps) {
  useLayoutEffect(() => {
    const defaults = [...document.head.querySelectorAll('[data-default-head]')];
    for (const node of defaults) node.remove();
    return () => document.head.append(...defaults);
  }, []);
  const origin = useClientValue(() => window.location.origin, null);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      {origin && <link rel="canonical" href={new URL(path, origin).href} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={publicMessages.siteName} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {origin && <meta property="og:url" content={new URL(path, origin).href} />}
      {origin && <meta property="og:image" content={new URL('/og-image.png', origin).href} />}
    </>
  );
}
