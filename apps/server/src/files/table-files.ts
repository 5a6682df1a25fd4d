import { type CsvOptions, csvFromTable } from './csv';
import type { Table } from './table';
import { xlsxFromTable } from './xlsx';

/** A table as both its files under one base name: `clients.csv` for programs, `clients.xlsx` for people. */
export async function tableFiles<Row>(
  baseName: string,
  table: Table<Row>,
  csvOptions?: CsvOptions,
): Promise<{ name: string; body: Buffer }[]> {
  return [
    { name: `${baseName}.csv`, body: csvFromTable(table, csvOptions) },
    { name: `${baseName}.xlsx`, body: await xlsxFromTable(table) },
  ];
}
