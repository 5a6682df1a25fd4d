import {
  CLIENT_SEARCH_MIN_CHARS,
  endpoints,
  type HistoryClientOption,
  historyMessages as m,
} from '@immopilote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { call } from '../lib/api-client';
import type { FieldControlProps } from './ui/field';
import { SearchCombobox, type SearchComboboxMessages } from './ui/search-combobox';

/** The agency's clients matching the typed text; asks nothing before three characters. */
function useClientSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: ['history', 'client-search', trimmed] as const,
    queryFn: async ({ signal }) =>
      (await call(endpoints.clients.search, { query: { q: trimmed }, signal })).items,
    enabled: trimmed.length >= CLIENT_SEARCH_MIN_CHARS,
    // The list stays while the next letters are looked up, instead of blinking empty.
    placeholderData: keepPreviousData,
  });
}

/**
 * The agency's clients found by three letters of a name, an e-mail or a phone. The server
 * searches (never the whole directory in the page). Shared by the visit form (history) and
 * « Créer une recherche à partir de ce bien » (the property page, which history depends on), so
 * it lives outside both features.
 */
export function ClientCombobox(props: { onChoose(client: HistoryClientOption): void } & FieldControlProps) {
  return (
    <SearchCombobox
      {...props}
      icon={Search}
      placeholder={m.clientSearchPlaceholder}
      listLabel={m.clientSearchResults}
      minChars={CLIENT_SEARCH_MIN_CHARS}
      useResults={useClientSearch}
      optionKey={(client) => client.id}
      optionClassName="flex-col justify-center"
      renderOption={(client) => (
        <>
          <span className="font-medium">{client.fullName}</span>
          <span className="truncate text-xs text-slate-600">
            {[client.email, client.phone].filter(Boolean).join(' · ')}
          </span>
        </>
      )}
      messages={CLIENT_SEARCH_MESSAGES}
    />
  );
}

const CLIENT_SEARCH_MESSAGES: SearchComboboxMessages = {
  hint: m.clientSearchHint,
  failed: m.clientSearchFailed,
  searching: m.clientSearching,
  none: m.clientSearchEmpty,
  count: m.clientSearchCount,
};
