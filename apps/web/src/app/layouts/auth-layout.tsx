import { PRODUCT_NAME } from '@immopilote/contracts';
import { Link, Outlet } from 'react-router';

/** Spec 000 §2: content centred on a light gradient, fading in over 0.5 s (index.css honours reduced motion). */
export function Component() {
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-slate-100">
      <main className="mx-auto flex min-h-screen w-full max-w-5xl flex-col items-center justify-center gap-6 px-4 py-10">
        <Link to="/" className="text-2xl font-bold tracking-tight text-brand-800">
          {PRODUCT_NAME}
        </Link>
        <Outlet />
      </main>
    </div>
  );
}
