import { type Property, siteSettingsMessages as m } from '@immopilote/contracts';
import { CircleAlert, ExternalLink, Globe } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useNegotiationBlock } from '../../mandates';
import { usePublishOnSite } from '../api/publish-on-site';

/**
 * « Publié sur le site » (issue 29), beside the publication checklist: the switch, the listing's
 * public page while it shows there, and why it does not when it is ticked (no site address yet,
 * a status not in force, or the checklist's gaps).
 */
export function SitePublicationCard({ property }: { property: Property }) {
  const publish = usePublishOnSite(property.id);
  // Loi Hamon: no publication while the mandator may retract (the API refuses it too).
  const blocked = useNegotiationBlock(property.id);
  const checked = publish.isPending
    ? (publish.variables ?? property.publishedOnSite)
    : property.publishedOnSite;
  const onChange = (next: boolean) =>
    publish.mutate(next, {
      onSuccess: () => toast.success(next ? m.published : m.unpublished),
      onError: (error) => toast.error(m.publishError, error.message),
    });

  return (
    <Card role="region" aria-labelledby="site-publication-title" className="space-y-3 p-4 sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1">
          <h2
            id="site-publication-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Globe className="size-5 text-slate-600" aria-hidden />
            {m.publishTitle}
          </h2>
          {property.siteReference !== null && (
            <p className="text-sm text-slate-600">{m.reference(property.siteReference)}</p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor="site-publication-switch" className="text-sm font-medium text-slate-900">
            {m.publishSwitch}
          </label>
          <Switch
            id="site-publication-switch"
            checked={checked}
            disabled={publish.isPending || (blocked !== null && !property.publishedOnSite)}
            aria-describedby={blocked && !property.publishedOnSite ? 'site-publication-blocked' : undefined}
            onCheckedChange={onChange}
          />
        </div>
      </div>
      {blocked && !property.publishedOnSite && (
        <p id="site-publication-blocked" className="text-sm text-amber-900">
          {blocked}
        </p>
      )}
      {!property.publishedOnSite ? (
        <p className="text-sm text-slate-700">{m.notPublished}</p>
      ) : property.sitePublicUrl ? (
        <a
          href={property.sitePublicUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          {m.viewListing}
        </a>
      ) : (
        <div className="space-y-1 text-sm text-slate-900">
          <p>{m.hiddenIntro}</p>
          <ul className="space-y-1">
            {property.siteHiddenBecause.map((reason) => (
              <li key={reason} className="flex items-start gap-2">
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
                {m.hidden[reason]}
              </li>
            ))}
          </ul>
          {property.siteHiddenBecause.includes('slug') && (
            <Link
              to="/agency-site"
              className="ml-6 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              {m.siteSettingsLink}
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
