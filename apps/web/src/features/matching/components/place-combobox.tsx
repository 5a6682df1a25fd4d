import { type Place, matchingScreenMessages as sm } from '@immopilote/contracts';
import { MapPin } from 'lucide-react';
import type { FieldControlProps } from '../../../components/ui/field';
import { SearchCombobox, type SearchComboboxMessages } from '../../../components/ui/search-combobox';
import { PLACE_SEARCH_MIN_CHARS, usePlaces } from '../api/get-places';

const f = sm.form;

const PLACE_SEARCH_MESSAGES: SearchComboboxMessages = {
  hint: f.communeHint,
  failed: f.communeFailed,
  searching: f.communeSearching,
  none: f.communeNone,
  count: f.communeCount,
};

/**
 * Communes by name or postcode from the official list. A postcode shared by several communes lists
 * them all: the agent picks which (the issue's « asks which »).
 */
export function PlaceCombobox({
  exclude = [],
  ...props
}: {
  onChoose(place: Place): void;
  /** Communes already chosen, left out of the list. */
  exclude?: readonly string[];
} & FieldControlProps) {
  return (
    <SearchCombobox
      {...props}
      icon={MapPin}
      placeholder={f.communesHint}
      listLabel={f.communes}
      minChars={PLACE_SEARCH_MIN_CHARS}
      useResults={usePlaces}
      keep={(place) => !exclude.includes(place.code)}
      optionKey={(place) => place.code}
      optionClassName="items-center"
      renderOption={(place) => f.communeLabel(place.name, place.postcodes)}
      enterChoosesFirst
      messages={PLACE_SEARCH_MESSAGES}
    />
  );
}
