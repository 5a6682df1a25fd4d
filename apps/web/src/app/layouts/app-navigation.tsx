import {
  authMessages,
  dealFiguresScreenMessages,
  holdsPermission,
  leadsScreenMessages,
  matchingScreenMessages,
  type Permission,
  shellMessages as m,
  signaturesScreenMessages,
} from '@immopilote/contracts';
import {
  Building2,
  CalendarDays,
  ChartColumn,
  CreditCard,
  FileSignature,
  Globe,
  HandCoins,
  Handshake,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquareText,
  PenLine,
  Send,
  ShieldCheck,
  SquarePlus,
  UserRound,
  Users,
} from 'lucide-react';
import { leaseScreenMessages } from '@immopilote/contracts';
import { KeyRound } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { PendingRequestsBadge } from '../../features/agency';
import { useMe, useSignOut } from '../../features/auth';
import { LeadsNavBadge } from '../../features/leads';
import { cn } from '../../lib/cn';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** The head's page: a member would only be told it is not theirs. */
  headOnly?: boolean;
  /** Hidden from members the head has not granted it to; the API refuses them anyway. */
  permission?: Permission;
}

/** The shell's entries, in the spec's order (000 §2 "Signed-in shell"). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/dashboard', label: m.dashboard, icon: LayoutDashboard },
  { to: '/agenda', label: m.agenda, icon: CalendarDays },
  { to: '/add-property', label: m.addProperty, icon: SquarePlus, permission: 'add_property' },
  { to: '/client-directory', label: m.clientDirectory, icon: Users, permission: 'client_directory' },
  { to: '/demandes', label: leadsScreenMessages.nav.label, icon: Inbox, permission: 'client_directory' },
  {
    to: '/rapprochements',
    label: matchingScreenMessages.page.navLabel,
    icon: Handshake,
    permission: 'client_directory',
  },
  { to: '/mandates', label: m.mandates, icon: FileSignature, permission: 'add_property' },
  { to: '/signatures', label: signaturesScreenMessages.nav.label, icon: PenLine, permission: 'add_property' },
  { to: '/ventes', label: dealFiguresScreenMessages.nav.label, icon: HandCoins, permission: 'add_property' },
  { to: '/gestion', label: leaseScreenMessages.nav.label, icon: KeyRound, permission: 'add_property' },
  { to: '/portal-export', label: m.portalExport, icon: Send, permission: 'add_property' },
  { to: '/web-search', label: m.webSearch, icon: Globe, permission: 'web_search' },
  { to: '/competitive-analysis', label: m.competitiveAnalysis, icon: ChartColumn },
  { to: '/review-search', label: m.reviewAnalysis, icon: MessageSquareText, permission: 'review_analysis' },
  { to: '/agency-settings', label: m.agencySettings, icon: Building2, headOnly: true },
  { to: '/manage-subscription', label: m.subscription, icon: CreditCard },
  { to: '/profile', label: m.profile, icon: UserRound },
  { to: '/admin', label: m.admin, icon: ShieldCheck, adminOnly: true },
];

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Navigation links and the logout button, shared by the desktop sidebar and the mobile drawer. */
export function AppNavigation({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const profile = useMe().data?.profile;
  const visible = (entry: NavEntry) =>
    (!entry.adminOnly || isAdmin) &&
    (!entry.headOnly || profile?.isBoss) &&
    (!entry.permission || (profile && holdsPermission(profile, entry.permission)));
  return (
    <nav aria-label={m.navLabel} className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-1 flex-col gap-1">
        {NAV_ENTRIES.filter(visible).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              {label}
              {to === '/agency-settings' && <PendingRequestsBadge isHead={profile?.isBoss ?? false} />}
              {to === '/demandes' && <LeadsNavBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className={cn(itemClass, 'text-slate-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-60')}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        {authMessages.logoutTitle}
      </button>
    </nav>
  );
}

interface BottomEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  permission?: Permission;
  /** Other pages of the same area, so that a client's record still marks « Clients ». */
  alsoActive?: readonly string[];
}

/**
 * The five daily entries of a phone (docs/decisions/web-app.md): the dashboard, the agenda, adding a property,
 * the clients, and « Menu » for the drawer and everything else.
 */
export const BOTTOM_ENTRIES: readonly BottomEntry[] = [
  { to: '/dashboard', label: m.bottomDashboard, icon: LayoutDashboard },
  { to: '/agenda', label: m.bottomAgenda, icon: CalendarDays },
  { to: '/add-property', label: m.bottomAddProperty, icon: SquarePlus, permission: 'add_property' },
  {
    to: '/client-directory',
    label: m.bottomClients,
    icon: Users,
    permission: 'client_directory',
    alsoActive: ['/client/', '/add-client'],
  },
];

const bottomItemClass =
  'flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/**
 * The phone's bottom bar, within reach of a thumb (UX.md). Below `md` only, where the sidebar is
 * hidden; it stands above the home indicator of phones without a button (safe-area inset).
 */
export function BottomNavigation({
  menuOpen,
  onOpenMenu,
}: {
  menuOpen: boolean;
  onOpenMenu(opener: HTMLButtonElement): void;
}) {
  const { pathname } = useLocation();
  const profile = useMe().data?.profile;
  const entries = BOTTOM_ENTRIES.filter(
    (entry) => !entry.permission || (profile && holdsPermission(profile, entry.permission)),
  );
  const isActive = (entry: BottomEntry) =>
    pathname === entry.to ||
    pathname.startsWith(`${entry.to}/`) ||
    (entry.alsoActive ?? []).some((prefix) => pathname.startsWith(prefix));
  return (
    <nav
      aria-label={m.bottomNavLabel}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex items-stretch px-1">
        {entries.map((entry) => {
          const { to, label, icon: Icon } = entry;
          const active = isActive(entry);
          return (
            <li key={to} className="flex flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  bottomItemClass,
                  active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <Icon className="size-5" aria-hidden strokeWidth={active ? 2.5 : 2} />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={(event) => onOpenMenu(event.currentTarget)}
            className={cn(bottomItemClass, 'text-slate-600 hover:text-slate-900')}
          >
            <Menu className="size-5" aria-hidden />
            {m.bottomMore}
          </button>
        </li>
      </ul>
    </nav>
  );
}
