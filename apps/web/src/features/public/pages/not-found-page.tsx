import { publicMessages } from '@immopilote/contracts';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../components/page-meta';

const t = publicMessages.notFound;

/** Every unknown path (route '*'): spec 000 §2 / 001 §2. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta
        title={publicMessages.meta.notFoundTitle}
        description={publicMessages.meta.notFoundDescription}
        path={pathname}
        noIndex
      />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
      <p className="mt-4 text-slate-700">{t.message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t.backHome}</Link>
      </Button>
    </div>
  );
}
