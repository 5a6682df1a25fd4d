/** Shared look of the two-tab switchers (signup, join-agency). */
export const tabListClass = 'grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1';
export const tabTriggerClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';
