import { MessageSquareText, PlusCircle, Search, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';

const SHORTCUTS = [
  { to: '/add-property', label: 'Ajouter un bien', icon: PlusCircle },
  { to: '/client-directory', label: 'Clients', icon: Users },
  // The optimiser starts from a property being added (spec 000 §2).
  { to: '/add-property', label: 'Optimiseur IA', icon: Sparkles },
  { to: '/review-search', label: "Analyse d'avis", icon: MessageSquareText },
  { to: '/web-search', label: 'Recherche Web', icon: Search },
] as const;

export function DashboardShortcuts() {
  return (
    <nav aria-label="Raccourcis">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
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
