import { holdsPermission, type Permission, shellMessages as m } from '@immopilote/contracts';
import { MessageSquareText, PlusCircle, Search, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../auth';

const SHORTCUTS: readonly { to: string; label: string; icon: typeof Users; permission: Permission }[] = [
  { to: '/add-property', label: m.addProperty, icon: PlusCircle, permission: 'add_property' },
  { to: '/client-directory', label: m.clientsShortcut, icon: Users, permission: 'client_directory' },
  // The optimiser starts from a property being added (spec 000 §2).
  { to: '/add-property', label: m.optimiserShortcut, icon: Sparkles, permission: 'add_property' },
  { to: '/review-search', label: m.reviewAnalysis, icon: MessageSquareText, permission: 'review_analysis' },
  { to: '/web-search', label: m.webSearch, icon: Search, permission: 'web_search' },
];

/** Only the tools the member may use (the API enforces the same permissions). */
export function DashboardShortcuts() {
  const profile = useMe().data?.profile;
  const shortcuts = SHORTCUTS.filter((s) => profile && holdsPermission(profile, s.permission));
  if (shortcuts.length === 0) return null;
  return (
    <nav aria-label={m.shortcutsLabel}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-800 shadow-sm hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-6 text-brand-700" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
