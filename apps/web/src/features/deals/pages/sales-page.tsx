import { type DealKind, dealFiguresScreenMessages as sm, PRODUCT_NAME } from '@immopilote/contracts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { DealListFilter } from '../api/list-deals';
import { InvoiceTable } from '../components/invoice-table';
import { SalesBoard } from '../components/sales-board';
import { SalesFilters, type SalesFilterValue } from '../components/sales-filters';

/** The filters live in the address (/ventes?type=location&dossiers=miens&clos=1&onglet=factures): a view can be shared or kept. */
const KIND_PARAM: Record<string, DealKind> = { vente: 'sale', location: 'rental' };
const PARAM_OF_KIND: Record<DealKind, string> = { sale: 'vente', rental: 'location' };

function readFilters(params: URLSearchParams): SalesFilterValue {
  return {
    kind: KIND_PARAM[params.get('type') ?? ''] ?? 'all',
    scope: params.get('dossiers') === 'miens' ? 'mine' : 'agency',
    showEnded: params.get('clos') === '1',
  };
}

function writeFilters(value: SalesFilterValue, tab: string): URLSearchParams {
  const next = new URLSearchParams();
  if (tab === 'invoices') next.set('onglet', 'factures');
  if (value.kind !== 'all') next.set('type', PARAM_OF_KIND[value.kind]);
  if (value.scope === 'mine') next.set('dossiers', 'miens');
  if (value.showEnded) next.set('clos', '1');
  return next;
}

/**
 * /ventes, « Ventes en cours » (issue 32): the sale and rental files by stage with the fee each
 * should bring, the next deadline and the member in charge; and the agency's fee invoices.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const tab = params.get('onglet') === 'factures' ? 'invoices' : 'deals';
  const filter: DealListFilter = {
    ...(filters.kind === 'all' ? {} : { kind: filters.kind }),
    scope: filters.scope,
    state: filters.showEnded ? 'all' : 'open',
  };

  return (
    <section className="space-y-6">
      <title>{`${sm.sales.documentTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={sm.sales.title}
        back={{ to: '/dashboard', label: sm.sales.backToDashboard }}
        meta={<p className="max-w-3xl text-sm text-slate-600">{sm.sales.intro}</p>}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(writeFilters(filters, value), { replace: true })}
        className="space-y-4"
      >
        <TabsList aria-label={sm.sales.tabsLabel} className="w-full sm:w-auto">
          <TabsTrigger value="deals">{sm.sales.tabs.deals}</TabsTrigger>
          <TabsTrigger value="invoices">{sm.sales.tabs.invoices}</TabsTrigger>
        </TabsList>
        <TabsContent value="deals" className="space-y-4">
          <SalesFilters
            value={filters}
            onChange={(next) => setParams(writeFilters(next, tab), { replace: true })}
          />
          <SalesBoard filter={filter} />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoiceTable />
        </TabsContent>
      </Tabs>
    </section>
  );
}
