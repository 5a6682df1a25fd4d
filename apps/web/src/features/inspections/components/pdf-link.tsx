import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/** The inspection's PDF through its authorised route, as a 44 px target on a phone. */
export function PdfLink({
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
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Download className="size-4" aria-hidden />
      {children}
    </a>
  );
}
