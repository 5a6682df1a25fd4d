import { publicMessages } from '@immopilote/contracts';
import { useSiteInfo } from '../api/get-site-info';
import { LegalLayout, LegalSection } from '../components/legal-layout';
import { PageMeta } from '../components/page-meta';

const t = publicMessages.privacy;

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** 'Politique de confidentialité (RGPD)': what is processed, why, for how long, and how to ask. */
export function Component() {
  const { info, failed } = useSiteInfo();
  return (
    <LegalLayout
      title={t.title}
      loading={!info && !failed}
      meta={
        <PageMeta
          title={publicMessages.meta.privacyTitle}
          description={publicMessages.meta.privacyDescription}
          path="/confidentialite"
        />
      }
    >
      {failed && <p role="alert">{publicMessages.contact.loadError}</p>}
      {info && (
        <>
          <p className="text-sm">{t.updated}</p>
          <LegalSection title={t.controllerTitle}>
            <p>{t.controllerText(info.publisher.name)}</p>
          </LegalSection>
          <LegalSection title={t.dataTitle}>
            <BulletList items={t.data} />
          </LegalSection>
          <LegalSection title={t.purposesTitle}>
            <BulletList items={t.purposes} />
          </LegalSection>
          <LegalSection title={t.recipientsTitle}>
            <p>{t.recipients(info.host.name ?? publicMessages.legal.missing)}</p>
          </LegalSection>
          <LegalSection title={t.retentionTitle}>
            <BulletList items={t.retention(info.privacy.sessionDays)} />
          </LegalSection>
          <LegalSection title={t.cookiesTitle}>
            <p>{t.cookiesText}</p>
          </LegalSection>
          <LegalSection title={t.rightsTitle}>
            <p>
              {t.rightsText}{' '}
              <a
                href={`mailto:${info.privacy.contactEmail}`}
                className="font-medium text-brand-700 underline"
              >
                {info.privacy.contactEmail}
              </a>
              . {t.rightsDelay}
            </p>
            <p>{t.complaint}</p>
          </LegalSection>
        </>
      )}
    </LegalLayout>
  );
}
