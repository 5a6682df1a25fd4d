import { commonMessages as c } from '@immopilote/contracts';
import { Link } from 'react-router';

/** Shown when a lazy chunk fails to load (e.g. after a deployment) or a page throws. */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{c.routeErrorTitle}</h1>
      <p className="text-slate-700">{c.routeError}</p>
      <Link to="/" className="font-medium text-brand-700 underline">
        {c.backToHome}
      </Link>
    </main>
  );
}
