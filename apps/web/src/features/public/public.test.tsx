import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicHeader } from './components/public-header';
import { buildMailto, telHref } from './lib/contact-links';
import { SECTION_SCROLL_DELAY_MS, scheduleSectionScroll, scrollToSection } from './lib/scroll-to-section';
import { Component as ContactPage } from './pages/contact-page';

describe('buildMailto', () => {
  it('percent-encodes subject and body with CRLF line breaks (RFC 6068), never "+" for spaces', () => {
    expect(buildMailto('aide@exemple.fr', 'Demande — Zoé & Co', 'Bonjour,\nÇa marche ?')).toBe(
      'mailto:aide@exemple.fr?subject=Demande%20%E2%80%94%20Zo%C3%A9%20%26%20Co&body=Bonjour%2C%0D%0A%C3%87a%20marche%20%3F',
    );
  });
});

describe('telHref', () => {
  it('turns a French national number into an international tel: link', () => {
    expect(telHref('01 23 45 67 89')).toBe('tel:+33123456789');
    expect(telHref('01.23.45.67.89')).toBe('tel:+33123456789');
  });
  it('keeps an international number as written, without separators', () => {
    expect(telHref('+32 (2) 555-12-12')).toBe('tel:+3225551212');
  });
});

describe('section scrolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function addSection(id: string) {
    const section = document.createElement('section');
    section.id = id;
    section.tabIndex = -1;
    document.body.append(section);
    return section;
  }

  it('scrolls smoothly and moves focus to the section', () => {
    const section = addSection('pricing');
    expect(scrollToSection('pricing')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    const matchMedia = vi.fn().mockReturnValue({ matches: true });
    vi.stubGlobal('matchMedia', matchMedia);
    const section = addSection('features');
    scrollToSection('features');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    vi.unstubAllGlobals();
  });

  it('waits the spec delay, then retries until the landing page has rendered the section', () => {
    scheduleSectionScroll('help');
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    const section = addSection('help');
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    section.remove();
    vi.advanceTimersByTime(1);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    document.body.append(section);
    vi.advanceTimersByTime(50);
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const section = addSection('faq');
    const cancel = scheduleSectionScroll('faq');
    cancel();
    vi.advanceTimersByTime(1000);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {element}
            <p>Accueil</p>
          </>
        ),
      },
      { path: '/contact', element },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PublicHeader mobile menu', () => {
  it('opens, closes after a choice, and closes with Escape', async () => {
    const user = userEvent.setup();
    const router = renderAt('/contact', <PublicHeader />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = document.getElementById('public-mobile-menu')!;
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Tarifs' }));
    expect(router.state.location.pathname).toBe('/');
    expect(document.getElementById('public-mobile-menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.keyboard('{Escape}');
    expect(document.getElementById('public-mobile-menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(
      within(document.getElementById('public-mobile-menu')!).getByRole('link', { name: 'Connexion' }),
    );
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
  });
});

describe('ContactPage', () => {
  const siteInfo = {
    support: { email: 'aide@exemple.fr', phone: null },
    publisher: { name: 'Exemple SAS', legalForm: null, address: null, siren: null, director: null },
    host: { name: null, address: null },
    privacy: { contactEmail: 'aide@exemple.fr', sessionDays: 30 },
  };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(siteInfo), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses empty fields, then prepares the mailto link to the configured support address', async () => {
    const user = userEvent.setup();
    renderAt('/contact', <ContactPage />);
    const submit = await screen.findByRole('button', { name: 'Ouvrir ma messagerie' });
    await screen.findByRole('link', { name: 'aide@exemple.fr' });
    await user.click(submit);
    expect(screen.getByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Votre nom/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Votre nom/), 'Camille');
    await user.type(screen.getByLabelText(/Votre message/), 'Bonjour');
    await user.click(submit);
    expect(screen.getByRole('link', { name: 'Ouvrir le message prérempli' })).toHaveAttribute(
      'href',
      'mailto:aide@exemple.fr?subject=Demande%20de%20contact%20%E2%80%94%20Camille&body=Bonjour%0D%0A%0D%0ACamille',
    );
    expect(fetch).toHaveBeenCalledWith('/api/site-info', expect.objectContaining({ method: 'GET' }));
  });
});
