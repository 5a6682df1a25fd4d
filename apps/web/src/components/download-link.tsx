import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A stored document, fetched through the authorised download route (the server checks the agency and
 * answers with Content-Disposition: attachment).
 */
export function DownloadLink({
  href,
  fileName,
  children,
}: {
  href: string;
  fileName: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      download={fileName}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
    >
      <Download className="size-4" aria-hidden />
      {children}
    </a>
  );
}
