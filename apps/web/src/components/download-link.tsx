import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A stored document, fetched through the authorised download route (the server checks the agency and
 * answers with Content-Disposition: attachment).
 */
export function DownloadLink({
  href,
  fileName,
  label,
  children,
}: {
  href: string;
  fileName: string;
  /** The link's name for screen readers when several links in a list read alike (« Télécharger (PDF) »). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      download={fileName}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline sm:min-h-0"
    >
      <Download className="size-4" aria-hidden />
      {children}
    </a>
  );
}
