import { type AdvertisedFeature, publicMessages } from '@immopilote/contracts';
import { Section } from './section';

const t = publicMessages.features;

function PlanTag({ from }: { from: AdvertisedFeature['from'] }) {
  if (from === null)
    return (
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
        {t.allPlans}
      </span>
    );
  return (
    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">
      {from === 'pro' ? t.fromPro : t.premiumOnly}
    </span>
  );
}

function FeatureList({ title, features }: { title: string; features: readonly AdvertisedFeature[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ul className="mt-4 space-y-4">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{feature.title}</h4>
              <PlanTag from={feature.from} />
            </div>
            <p className="mt-2 text-sm text-slate-700">{feature.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FeaturesSection() {
  return (
    <Section id="features" title={t.title} subtitle={t.subtitle} className="bg-slate-50">
      <div className="grid gap-10 md:grid-cols-2">
        <FeatureList title={t.rentalTitle} features={t.rental} />
        <FeatureList title={t.salesTitle} features={t.sales} />
      </div>
    </Section>
  );
}
