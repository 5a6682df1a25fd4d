import { isoToPickerDay } from '../../../lib/french-date';

/** A date field's value the document may take: a whole day (a date typed halfway stays in the field). */
export const isWholeDay = (value: string): boolean => isoToPickerDay(value) !== null;
