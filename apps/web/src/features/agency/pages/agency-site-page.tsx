import { agencyMessages, PRODUCT_NAME, siteSettingsMessages as m } from '@immopilote/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { useMe } from '../../auth';
import { AgencySiteSection } from '../components/agency-site-section';

/**
 * The public site's settings for every active member (issue 29): read-only unless the head opens
 * it (the head also finds it in « Mon agence › Site et demandes »).
 */
export function Component() {
  const isHead = useMe().data?.profile.isBoss === true;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`${m.memberPageTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={m.memberPageTitle}
        back={{ to: '/dashboard', label: agencyMessages.backToDashboard }}
      />
      <AgencySiteSection editable={isHead} />
    </div>
  );
}
