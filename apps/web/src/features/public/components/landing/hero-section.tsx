import { publicMessages } from '@immopilote/contracts';
import { Button } from '../../../../components/ui/button';
import { useGoToSection } from '../../lib/use-go-to-section';

const t = publicMessages.hero;

export function HeroSection() {
  const goToSection = useGoToSection();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1
          id="hero-title"
          className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
        >
          {t.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{t.subtitle}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => goToSection('features')}>
            {t.discoverFeatures}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => goToSection('pricing')}>
            {t.seePricing}
          </Button>
        </div>
        {/* The real dashboard of the demonstration agency (npm run landing:shots), not a mock-up. */}
        <picture>
          <source
            media="(max-width: 639px)"
            srcSet="/landing/tableau-de-bord-mobile.webp"
            width={360}
            height={740}
          />
          <img
            src="/landing/tableau-de-bord.webp"
            alt={t.screenshotAlt}
            width={1280}
            height={800}
            decoding="async"
            className="mx-auto mt-12 w-full max-w-5xl rounded-xl border border-slate-200 shadow-xl max-sm:max-w-xs"
          />
        </picture>
      </div>
    </section>
  );
}
