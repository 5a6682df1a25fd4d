import { publicMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { BUILD_YEAR } from '../../../lib/build-year';
import { toast } from '../../../lib/toast';
import { useClientValue } from '../../../lib/use-client-value';

const t = publicMessages.footer;
// 44 px tall on a phone (tap target), a plain line of links from the sm breakpoint.
const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-sm sm:min-h-0 text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

export function PublicFooter() {
  // The prerendered HTML carries the build's year; a page built last December corrects itself.
  const year = useClientValue(() => new Date().getFullYear(), BUILD_YEAR);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-700">{t.rights(year)}</p>
        <nav aria-label={t.label}>
          <ul className="flex flex-wrap gap-x-6 sm:gap-y-2">
            <li>
              <Link to="/mentions-legales" className={linkClass}>
                {t.legal}
              </Link>
            </li>
            <li>
              <Link to="/confidentialite" className={linkClass}>
                {t.privacy}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t.contact}
              </Link>
            </li>
            <li>
              {/* The terms of service are not written yet: the one honest placeholder left. */}
              <button
                type="button"
                className={linkClass}
                onClick={() => toast.info(publicMessages.notAvailableTitle, publicMessages.notAvailable)}
              >
                {t.terms}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
