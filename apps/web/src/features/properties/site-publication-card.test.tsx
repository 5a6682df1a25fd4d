import { type Property, siteSettingsMessages as m } from '@immopilote/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../test/render';
import { SitePublicationCard } from './components/site-publication-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());
configure({ asyncUtilTimeout: 5000 });

const n = (text: string) => text.replace(/\s+/g, ' ');
const id = '3c7e9a52-1b4d-4f8e-9a6c-5d2e8f1b7a40';
const base = {
  id,
  publishedOnSite: false,
  siteReference: null,
  sitePublicUrl: null,
  siteHiddenBecause: [],
} as unknown as Property;

describe('« Publié sur le site » on the property page', () => {
  it('publishes: the switch sends it, the page shows the listing’s public page', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      [`PUT /api/properties/${id}/site`]: {
        status: 200,
        body: {
          ...base,
          publishedOnSite: true,
          siteReference: 7,
          sitePublicUrl: 'https://immopilote.fr/agences/lambert/biens/7',
        },
      },
    });
    renderRoute(<SitePublicationCard property={base} />);
    expect(screen.getByText(n(m.notPublished))).toBeInTheDocument();
    await u.click(screen.getByRole('switch', { name: m.publishSwitch }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.published));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ publishedOnSite: true });
  });

  it('ticked but not visible: says why, each reason in French', () => {
    renderRoute(
      <SitePublicationCard
        property={{
          ...base,
          publishedOnSite: true,
          siteReference: 3,
          siteHiddenBecause: ['slug', 'status', 'gaps'],
        }}
      />,
    );
    expect(screen.getByRole('switch', { name: m.publishSwitch })).toBeChecked();
    expect(screen.getByText(n(m.reference(3)))).toBeInTheDocument();
    for (const reason of ['slug', 'status', 'gaps'] as const) {
      expect(screen.getByText(n(m.hidden[reason]))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: m.siteSettingsLink })).toHaveAttribute('href', '/agency-site');
  });

  it('published and visible: the link to its page', () => {
    renderRoute(
      <SitePublicationCard
        property={{
          ...base,
          publishedOnSite: true,
          siteReference: 3,
          sitePublicUrl: 'https://immopilote.fr/agences/lambert/biens/3',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: m.viewListing })).toHaveAttribute(
      'href',
      'https://immopilote.fr/agences/lambert/biens/3',
    );
  });
});
