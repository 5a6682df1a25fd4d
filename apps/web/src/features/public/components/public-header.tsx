import { publicMessages } from '@immopilote/contracts';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { SectionId } from '../lib/scroll-to-section';
import { useGoToSection } from '../lib/use-go-to-section';
import { Logo } from './logo';

const t = publicMessages.header;
const SECTIONS: { id: SectionId; label: string }[] = [
  { id: 'features', label: t.services },
  { id: 'pricing', label: t.pricing },
  { id: 'help', label: t.help },
];
const MENU_ID = 'public-mobile-menu';

/** Fixed public header (spec 000 §2): section links, login and signup; a toggle menu on small screens. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const goToSection = useGoToSection();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const sectionLinks = (onChoice: () => void, className: string) =>
    SECTIONS.map((section) => (
      <li key={section.id}>
        <a
          href={`/#${section.id}`}
          className={className}
          onClick={(event) => {
            // Plain links keep "open in a new tab" working; a normal click stays in the SPA.
            event.preventDefault();
            onChoice();
            goToSection(section.id);
          }}
        >
          {section.label}
        </a>
      </li>
    ));

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo onNavigate={close} />
        <nav aria-label={t.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks(
              () => undefined,
              'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700',
            )}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <Link to="/login">{t.login}</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">{t.signup}</Link>
          </Button>
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      {open && (
        <nav
          id={MENU_ID}
          aria-label={t.navLabel}
          className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col py-2">
            {sectionLinks(
              close,
              'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
            )}
          </ul>
          <div className="flex flex-col gap-2">
            <Button asChild variant="secondary" size="lg">
              <Link to="/login" onClick={close}>
                {t.login}
              </Link>
            </Button>
            <Button asChild size="lg">
              <Link to="/signup" onClick={close}>
                {t.signup}
              </Link>
            </Button>
          </div>
        </nav>
      )}
    </header>
  );
}
