import { onboardingMessages, PRODUCT_NAME, shellMessages } from '@immopilote/contracts';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo, LogoMark } from '../../components/ui/logo';
import { Loading, placeholderKeys, Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import {
  EmailVerificationBanner,
  pathWithoutSession,
  SignOutButton,
  useMe,
  useSignOut,
} from '../../features/auth';
import { PendingRequestsNotice, RouteAccess } from '../../features/agency';
import { SubscriptionBanner } from '../../features/subscription';
import { registerServiceWorker } from '../../lib/service-worker';
import { toast } from '../../lib/toast';
import { AppNavigation, BottomNavigation } from './app-navigation';
import { shellDecision } from './shell-gate';

/** Signed-in layout: the gate of spec 000 §4, then a sidebar (desktop) or a drawer (mobile). */
export function Component() {
  const me = useMe();
  const { pathname } = useLocation();

  if (me.isPending) return <ShellSkeleton />;
  if (me.isError) return <ProfileLoadError />;

  const decision = shellDecision(me.data, pathname, pathWithoutSession());
  // A refresh of `me` in flight (after a payment, a join…) may lift the gate: wait for it.
  if (decision.kind === 'redirect' && me.isFetching) return <Spinner className="min-h-screen" />;
  if (decision.kind === 'redirect') {
    return <GateRedirect to={decision.to} subscriptionToast={decision.subscriptionToast} />;
  }
  if (decision.kind === 'action-required') return <ActionRequired />;
  if (!decision.navigation) {
    return (
      <main className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-slate-100 px-4 py-6">
        <Outlet />
      </main>
    );
  }
  return <ShellFrame isAdmin={me.data?.isAdmin ?? false} isHead={me.data?.profile.isBoss ?? false} />;
}

function GateRedirect({ to, subscriptionToast }: { to: string; subscriptionToast: boolean }) {
  const toasted = useRef(false);
  useEffect(() => {
    // A ref, not state: StrictMode's second effect run must not show the toast twice.
    if (subscriptionToast && !toasted.current) {
      toasted.current = true;
      toast.error(onboardingMessages.subscriptionRequiredTitle, onboardingMessages.subscriptionRequired);
    }
  }, [subscriptionToast]);
  return <Navigate to={to} replace />;
}

/** Spec 000 §8: a signed-in user without an agency is told so, with the way on and the way out. */
function ActionRequired() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md space-y-4 p-6 text-center">
        <h1 className="text-xl font-bold text-slate-900">{onboardingMessages.actionRequiredTitle}</h1>
        <p className="text-slate-700">{onboardingMessages.actionRequired}</p>
        <div className="flex flex-col gap-2">
          <Button asChild>
            <Link to="/join-agency">{onboardingMessages.joinOrCreate}</Link>
          </Button>
          <SignOutButton />
        </div>
      </Card>
    </main>
  );
}

function ProfileLoadError() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Reconnecting must drop the server session too, or /login would bounce straight back here.
  const reconnect = () => signOut.mutateAsync().finally(() => navigate('/login'));
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="max-w-md space-y-4 p-6 text-center">
        <h1 className="text-xl font-bold text-slate-900">{onboardingMessages.loadErrorTitle}</h1>
        <p className="text-slate-700">{onboardingMessages.loadError}</p>
        <Button onClick={reconnect}>{onboardingMessages.reconnect}</Button>
      </Card>
    </main>
  );
}

function Brand() {
  return <Logo to="/dashboard" />;
}

/**
 * The first load draws the frame at once (sidebar or top bar, content placeholders) while the
 * session is read, rather than a lone spinner on a blank page.
 */
function ShellSkeleton() {
  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r border-slate-200 bg-white px-4 py-6 md:flex">
        <div className="flex items-center gap-2 px-3">
          <LogoMark />
          <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
        </div>
        <div className="space-y-3 px-3">
          {placeholderKeys(8).map((key) => (
            <Skeleton key={key} className="h-6" />
          ))}
        </div>
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-4 md:hidden">
        <LogoMark />
        <span className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
      </header>
      <main className="md:pl-64">
        <Loading>
          <div className="mx-auto max-w-7xl space-y-5 p-4 sm:p-6 lg:p-8">
            <Skeleton className="h-8 w-56" />
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {placeholderKeys(4).map((key) => (
                <Skeleton key={key} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        </Loading>
      </main>
    </div>
  );
}

function ShellFrame({ isAdmin, isHead }: { isAdmin: boolean; isHead: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The bottom bar's « Menu » opens the same drawer; closing it must give focus back to that button.
  const opener = useRef<HTMLButtonElement | null>(null);
  const { pathname } = useLocation();
  // Back/forward navigation must close the drawer as well as a click on an entry.
  useEffect(() => setDrawerOpen(false), [pathname]);
  // The app's files on the phone before an inspection is opened where there is no network (issue 31).
  useEffect(registerServiceWorker, []);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {shellMessages.skipToContent}
      </a>
      {/* Scrolls on its own when the entries outgrow a short window (an administrator's, on a small laptop). */}
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 overflow-y-auto border-r border-slate-200 bg-white px-4 py-6 md:flex">
        <div className="px-3">
          <Brand />
        </div>
        <AppNavigation isAdmin={isAdmin} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 md:hidden">
        <Brand />
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <Button
              variant="ghost"
              className="size-11 p-0"
              aria-label={shellMessages.openMenu}
              onClick={() => {
                opener.current = null;
              }}
            >
              <Menu className="size-5" aria-hidden />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-fade-in" />
            {/* A head's menu is taller than a 740 px phone: it scrolls, so « Déconnexion » stays reachable. */}
            <Dialog.Content
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                if (!opener.current) return;
                event.preventDefault();
                opener.current.focus();
              }}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white px-4 py-6 shadow-xl data-[state=open]:animate-drawer-in"
            >
              <div className="flex items-center justify-between px-3">
                <Dialog.Title className="text-xl font-bold tracking-tight text-brand-800">
                  {PRODUCT_NAME}
                </Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" className="size-11 p-0" aria-label={shellMessages.closeMenu}>
                    <X className="size-5" aria-hidden />
                  </Button>
                </Dialog.Close>
              </div>
              <AppNavigation isAdmin={isAdmin} onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>

      {/* The bottom bar's height (3.5 rem + its border) and the safe area are kept free under the page. */}
      <main
        id="contenu"
        tabIndex={-1}
        className="pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))] md:pb-0 md:pl-64"
      >
        <EmailVerificationBanner />
        <SubscriptionBanner />
        {/* « Mon agence » shows the requests themselves. */}
        {!pathname.startsWith('/agency-settings') && <PendingRequestsNotice isHead={isHead} />}
        <div className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
          <RouteAccess>
            <Outlet />
          </RouteAccess>
        </div>
      </main>
      <BottomNavigation
        menuOpen={drawerOpen}
        onOpenMenu={(button) => {
          opener.current = button;
          setDrawerOpen(true);
        }}
      />
    </div>
  );
}
