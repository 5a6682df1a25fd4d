import { dashboardMessages, holdsPermission, propertyMessages, shellMessages } from '@immopilote/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../auth';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchBox } from '../../../components/ui/search-box';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { type DashboardListQuery, useDashboardProperties } from '../api/get-dashboard-properties';
import { ApiRequestError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type FilterValues, NO_FILTERS, PropertyFilters } from './property-filters';
import { PropertyCard } from './property-card';

const SEARCH_DEBOUNCE_MS = 300;
// Beside the agenda column from xl: two or three cards a row keep names and cities readable.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3';

/**
 * Search, filters, order and the property grid of the dashboard (spec 000 §2, issue 16). The
 * server pages, searches and filters; the grid asks for the next page when its end scrolls into view.
 */
export function DashboardProperties() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  // Typing waits for a pause; the order applies at once. A string debounces by value, not identity.
  const typedKey = useDebouncedValue(JSON.stringify({ ...filters, q: search.trim() }), SEARCH_DEBOUNCE_MS);
  const typed = useMemo(() => JSON.parse(typedKey) as FilterValues & { q: string }, [typedKey]);
  const query = useDashboardProperties({ ...typed, sort: filters.sort } as DashboardListQuery);
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
    <div className="space-y-6">
      <section aria-labelledby={`${searchId}-title`} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id={`${searchId}-title`} className="text-xl font-bold text-slate-900">
            {propertyMessages.myProperties(total)}
          </h2>
          <SearchBox
            label={dashboardMessages.searchLabel}
            placeholder={propertyMessages.searchPlaceholder}
            value={search}
            onChange={setSearch}
            className="w-full sm:w-80"
          />
        </div>
        <PropertyFilters values={filters} onChange={setFilters} fieldErrors={fieldErrors} />

        {query.isPending ? (
          <PropertyGridSkeleton />
        ) : query.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {fieldErrors ? propertyMessages.filters.boundInvalid : propertyMessages.listLoadFailed}
          </p>
        ) : items.length === 0 ? (
          // The shortcuts above offer "Ajouter un bien" to members who may add one.
          <EmptyState
            title={filtered ? propertyMessages.emptyNoMatch : propertyMessages.emptyNone}
            action={
              !filtered && mayAdd ? (
                <Button asChild>
                  <Link to="/add-property">{shellMessages.addProperty}</Link>
                </Button>
              ) : undefined
            }
          />
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
    </div>
  );
}

function PropertyGridSkeleton() {
  return (
    <Loading>
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
    </Loading>
  );
}
