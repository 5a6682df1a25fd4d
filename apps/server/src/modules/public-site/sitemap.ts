import { escapeHtml } from './html';
import type { SitemapEntry } from './public-site.service';

/**
 * `/sitemap.xml` (sitemaps.org 0.9): ImmoPilote's own public pages, then every agency's site pages
 * and visible listings, as absolute addresses under PUBLIC_URL.
 */
export function sitemapXml(publicUrl: string, ownPages: readonly string[], entries: readonly SitemapEntry[]) {
  const url = (path: string, lastModified: Date | null) =>
    `<url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${
      lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...ownPages.map((path) => url(path, null)),
    ...entries.map((entry) => url(entry.path, entry.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}
