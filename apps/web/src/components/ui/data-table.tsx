import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';

export interface DataColumn<T> {
  /** The column's heading on a wide screen, the value's label on a card. */
  header: string;
  /** `null` when the row has no value: its card then leaves the label out. */
  cell(row: T): ReactNode;
  /** Counts and amounts line up on the right of the table. */
  numeric?: boolean;
  /** A Tailwind width for the table column (`w-24`); the others share what is left. */
  width?: string;
  /** The heading is for screen readers only (a column of actions). */
  srOnlyHeader?: boolean;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  /**
   * On a card: `title` heads it without a label (the row's name or number), `plain` follows the
   * label–value pairs without a label (a status, an action); by default a label–value pair.
   */
  card?: 'title' | 'plain';
  /** What a card shows instead, when the cell alone would not read there (a bare number). */
  cardCell?(row: T): ReactNode;
}

/** Where the table starts: below it every row is a card (no horizontal scroll on a phone, UX.md). */
const WIDE_FROM = { sm: 640, md: 768, lg: 1024 } as const;

interface DataTableProps<T> {
  /** What the rows are: the table's caption and the card list's name, for screen readers. */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  /** A row set apart (a closed mandate): a tint on the row or the card. */
  muted?(row: T): boolean;
  wideFrom?: keyof typeof WIDE_FROM;
  /** Its own bordered box with a tinted header; inside a card, the table sits bare. */
  framed?: boolean;
}

/**
 * The one list of records with columns: declared once, a table where there is room to compare
 * rows, a card per row with label–value pairs on a narrow screen.
 */
export function DataTable<T>({ wideFrom = 'md', ...props }: DataTableProps<T>) {
  const wide = useMediaQuery(`(min-width: ${WIDE_FROM[wideFrom]}px)`);
  return wide ? <WideTable {...props} /> : <RowCards {...props} />;
}

type LayoutProps<T> = Omit<DataTableProps<T>, 'wideFrom'>;

function WideTable<T>({ caption, columns, rows, rowKey, muted, framed = false }: LayoutProps<T>) {
  // Fixed layout only when a column asks for a width: the browser then keeps it whatever the content.
  const fixed = columns.some((column) => column.width);
  const table = (
    <table className={cn('w-full text-left text-sm', fixed && 'table-fixed')}>
      <caption className="sr-only">{caption}</caption>
      <thead
        className={cn(
          'text-slate-600',
          framed ? 'bg-slate-50 text-xs uppercase tracking-wide' : 'border-b border-slate-200',
        )}
      >
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn('px-3 py-2 font-medium', column.numeric && 'text-right', column.width)}
            >
              {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={cn(muted?.(row) && 'bg-slate-50/60')}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={cn(
                    'break-words px-3 py-2.5 text-slate-800',
                    column.rowHeader && 'font-semibold text-slate-900',
                    column.numeric && 'text-right tabular-nums whitespace-nowrap',
                  )}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return framed ? (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">{table}</div>
  ) : (
    table
  );
}

function RowCards<T>({ caption, columns, rows, rowKey, muted }: LayoutProps<T>) {
  const titles = columns.filter((column) => column.card === 'title');
  const pairs = columns.filter((column) => column.card === undefined);
  const plain = columns.filter((column) => column.card === 'plain');
  return (
    <ul className="space-y-3" aria-label={caption}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row, index)}
          className={cn(
            'space-y-3 rounded-xl border border-slate-200 p-4 text-sm shadow-sm',
            muted?.(row) ? 'bg-slate-50' : 'bg-white',
          )}
        >
          {titles.length > 0 && (
            <div className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
              {titles.map((column) => (
                <div key={column.header} className="min-w-0 break-words">
                  {(column.cardCell ?? column.cell)(row)}
                </div>
              ))}
            </div>
          )}
          {pairs.length > 0 && (
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2">
              {pairs.map((column) => {
                const value = (column.cardCell ?? column.cell)(row);
                // A card leaves out what the row does not have rather than a label with nothing after it.
                if (value === null || value === undefined || value === '') return null;
                return (
                  <div key={column.header} className="contents">
                    <dt className="text-slate-600">{column.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{value}</dd>
                  </div>
                );
              })}
            </dl>
          )}
          {plain.map((column) => (
            <div key={column.header}>{(column.cardCell ?? column.cell)(row)}</div>
          ))}
        </li>
      ))}
    </ul>
  );
}
