import { publicMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { useSiteInfo } from '../api/get-site-info';
import { LegalLayout, LegalSection } from '../components/legal-layout';
import { PageMeta } from '../components/page-meta';

const t = publicMessages.legal;

function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/** 'Mentions légales' (LCEN art. 6): publisher, publication director and host, from configuration. */
export function Component() {
  const { info, failed } = useSiteInfo();
  const rows = info
    ? ([
        [t.companyName, info.publisher.name],
        [t.legalForm, info.publisher.legalForm],
        [t.address, info.publisher.address],
        [t.siren, info.publisher.siren && formatSiren(info.publisher.siren)],
        [t.email, info.support.email],
        [t.phone, info.support.phone],
      ] as const)
    : [];
  const incomplete =
    !!info &&
    [
      info.publisher.legalForm,
      info.publisher.address,
      info.publisher.siren,
      info.publisher.director,
      info.host.name,
    ].some((value) => value === null);
  return (
    <LegalLayout
      title={t.title}
      loading={!info && !failed}
      meta={
        <PageMeta
          title={publicMessages.meta.legalTitle}
          description={publicMessages.meta.legalDescription}
          path="/mentions-legales"
        />
      }
    >
      {failed && <p role="alert">{publicMessages.contact.loadError}</p>}
      {info && (
        <>
          {incomplete && <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">{t.incomplete}</p>}
          <LegalSection title={t.publisherTitle}>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-900">{label}</dt>
                  <dd>{value ?? t.missing}</dd>
                </div>
              ))}
            </dl>
          </LegalSection>
          <LegalSection title={t.directorTitle}>
            <p>{info.publisher.director ?? t.missing}</p>
          </LegalSection>
          <LegalSection title={t.hostTitle}>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium text-slate-900">{t.hostName}</dt>
              <dd>{info.host.name ?? t.missing}</dd>
              <dt className="font-medium text-slate-900">{t.hostAddress}</dt>
              <dd>{info.host.address ?? t.missing}</dd>
            </dl>
          </LegalSection>
          <LegalSection title={t.ipTitle}>
            <p>{t.ipText}</p>
          </LegalSection>
          <LegalSection title={t.dataTitle}>
            <p>
              {t.dataText}{' '}
              <Link to="/confidentialite" className="font-medium text-brand-700 underline">
                {t.privacyLink}
              </Link>
              .
            </p>
          </LegalSection>
        </>
      )}
    </LegalLayout>
  );
}
