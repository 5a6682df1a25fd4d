import {
  dashboardMessages as m,
  holdsPermission,
  type Permission,
  type Profile,
} from '@immopilote/contracts';
import { Globe, type LucideIcon, MessageSquareText, Sparkles, SquarePlus, Users } from 'lucide-react';
import { Link } from 'react-router';

interface Shortcut {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The permission the navigation asks for the same page: a member without it sees neither. */
  permission: Permission;
}

/**
 * The spec's five tiles (000 §2 « Dashboard »), in its order. The AI optimiser starts from a new
 * property, as the spec says: its page works on the property that was just saved.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { to: '/add-property', label: m.shortcuts.addProperty, icon: SquarePlus, permission: 'add_property' },
  { to: '/client-directory', label: m.shortcuts.clients, icon: Users, permission: 'client_directory' },
  { to: '/add-property', label: m.shortcuts.optimizer, icon: Sparkles, permission: 'add_property' },
  {
    to: '/review-search',
    label: m.shortcuts.reviews,
    icon: MessageSquareText,
    permission: 'review_analysis',
  },
  { to: '/web-search', label: m.shortcuts.webSearch, icon: Globe, permission: 'web_search' },
];

/** One row of small shortcuts; a tool the member has not been granted is not offered. */
export function Shortcuts({ profile }: { profile: Pick<Profile, 'isBoss' | 'permissions'> }) {
  const shown = SHORTCUTS.filter((s) => holdsPermission(profile, s.permission));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={m.shortcuts.label}>
      <ul className="grid auto-cols-fr grid-flow-col gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={label} className="min-w-0">
            <Link
              to={to}
              className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg border border-slate-200 bg-white px-0.5 py-1.5 text-center text-[11px] leading-tight font-medium hyphens-auto text-slate-800 hover:border-brand-500 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-10 sm:flex-row sm:gap-2 sm:px-3 sm:py-0 sm:text-sm"
            >
              <Icon className="size-5 shrink-0 text-brand-700 sm:size-4" aria-hidden />
              <span className="break-words">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
