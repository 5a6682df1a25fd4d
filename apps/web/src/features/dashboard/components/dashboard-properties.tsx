import {
  dashboardMessages,
  holdsPermission,
  type PropertyView,
  propertyMessages,
  shellMessages,
} from '@immopilote/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchBox } from '../../../components/ui/search-box';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMe } from '../../auth';
import { type DashboardListQuery, useDashboardProperties } from '../api/get-dashboard-properties';
import { useDashboardPreferences } from '../api/get-dashboard-preferences';
import { useSaveDashboardPreferences } from '../api/save-dashboard-preferences';
import { PropertyCard } from './property-card';
import { type FilterValues, NO_FILTERS, PropertyFilters } from './property-filters';
import { PropertyList } from './property-list';
import { ViewToggle } from './view-toggle';

const SEARCH_DEBOUNCE_MS = 300;
// Beside the agenda column from xl: two or three cards a row keep names and cities readable.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3';
/** Until the member has chosen, the dense list (docs/decisions/web-app.md, issue 27). */
const DEFAULT_VIEW: PropertyView = 'list';

/**
 * Search, filters, order and the listings of the dashboard (spec 000 §2, issues 16 and 27), as a
 * dense list or as cards, the member's choice kept on the server. The server pages, searches and
 * filters; the list asks for the next page when its end scrolls into view.
 */
export function DashboardProperties() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  // Typing waits for a pause; the order applies at once. A string debounces by value, not identity.
  const typedKey = useDebouncedValue(JSON.stringify({ ...filters, q: search.trim() }), SEARCH_DEBOUNCE_MS);
  const typed = useMemo(() => JSON.parse(typedKey) as FilterValues & { q: string }, [typedKey]);
  const query = useDashboardProperties({ ...typed, sort: filters.sort } as DashboardListQuery);
  const preferences = useDashboardPreferences();
  const savePreferences = useSaveDashboardPreferences();
  const view = preferences.data?.propertyView ?? DEFAULT_VIEW;
  const q = typed.q;
  const filtered = q !== '' || JSON.stringify({ ...filters, sort: 'recent' }) !== JSON.stringify(NO_FILTERS);
  const errors = query.error instanceof ApiRequestError ? query.error.fieldErrors : {};
  const fieldErrors = Object.keys(errors).length > 0 ? errors : undefined;
  const profile = useMe().data?.profile;
  const mayAdd = profile ? holdsPermission(profile, 'add_property') : false;
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={`${searchId}-title`} className="space-y-3">
      <h2 id={`${searchId}-title`} className="text-lg font-bold text-slate-900">
        {propertyMessages.myProperties(total)}
      </h2>
      {/* One row from `sm`; on a phone the search box takes a line of its own above the others. */}
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label={dashboardMessages.searchLabel}
          placeholder={propertyMessages.searchPlaceholder}
          value={search}
          onChange={setSearch}
          className="w-full sm:w-auto sm:min-w-56 sm:flex-1"
        />
        <PropertyFilters values={filters} onChange={setFilters} fieldErrors={fieldErrors}>
          <ViewToggle value={view} onChange={(propertyView) => savePreferences.mutate({ propertyView })} />
        </PropertyFilters>
      </div>

      {query.isPending || preferences.isPending ? (
        <ListSkeleton view={view} />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {fieldErrors ? propertyMessages.filters.boundInvalid : propertyMessages.listLoadFailed}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          title={filtered ? propertyMessages.emptyNoMatch : propertyMessages.emptyNone}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setFilters({ ...NO_FILTERS, sort: filters.sort });
                }}
              >
                {dashboardMessages.clearSearch}
              </Button>
            ) : mayAdd ? (
              <Button asChild>
                <Link to="/add-property">{shellMessages.addProperty}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : view === 'list' ? (
        <PropertyList items={items} />
      ) : (
        <ul className={GRID}>
          {items.map((property, i) => (
            <li key={property.id}>
              <PropertyCard property={property} eager={i < 8} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden />
      {isFetchingNextPage && <Spinner label={dashboardMessages.loadingMore} />}
    </section>
  );
}

function ListSkeleton({ view }: { view: PropertyView }) {
  return (
    <Loading>
      {view === 'list' ? (
        <div className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {placeholderKeys(8).map((key) => (
            <div key={key} className="flex items-center gap-3 px-3 py-2">
              <Skeleton className="h-12 w-16 shrink-0 lg:h-10 lg:w-14" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {placeholderKeys(8).map((key) => (
            <li key={key} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-5 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Loading>
  );
}
