import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDistance,
  formatEuros,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatPrice,
  formatPricePerM2,
  formatShortDate,
  formatSurface,
  parisToday,
} from './format';

// The spaces as Intl writes them: a narrow no-break space between thousands, a no-break space before « € »
// and « % »; the tests spell them out so that a plain space fails.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('euros', () => {
  it('writes whole euros without cents and cents with two digits', () => {
    expect(formatEuros(1250)).toBe(`1${NNBSP}250${NBSP}€`);
    expect(formatEuros(1250.5)).toBe(`1${NNBSP}250,50${NBSP}€`);
    expect(formatEuros(320000)).toBe(`320${NNBSP}000${NBSP}€`);
    expect(formatCents(129_900)).toBe(`1${NNBSP}299${NBSP}€`);
    expect(formatCents(4_999)).toBe(`49,99${NBSP}€`);
  });

  it('writes zero and negative amounts, never « -0 € »', () => {
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
    expect(formatEuros(-0)).toBe(`0${NBSP}€`);
    expect(formatEuros(-0.001)).toBe(`0${NBSP}€`);
    expect(formatEuros(-80)).toBe(`-80${NBSP}€`);
    expect(formatEuros(-1250.25)).toBe(`-1${NNBSP}250,25${NBSP}€`);
    expect(formatCents(-500)).toBe(`-5${NBSP}€`);
  });

  it('suffixes a rental price with « /mois » and rounds a price per m² to the euro', () => {
    expect(formatPrice(950, 'Location')).toBe(`950${NBSP}€/mois`);
    expect(formatPrice(950, 'Vente')).toBe(`950${NBSP}€`);
    expect(formatPricePerM2(4250.4)).toBe(`4${NNBSP}250${NBSP}€/m²`);
  });
});

describe('numbers, percentages, surfaces, distances', () => {
  it('writes French decimals', () => {
    expect(formatNumber(1234567.891)).toBe(`1${NNBSP}234${NNBSP}567,89`);
    expect(formatNumber(4.25, 1)).toBe('4,3');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-2.5)).toBe('-2,5');
  });

  it('writes a number of percent and a signed change', () => {
    expect(formatPercent(4.5)).toBe(`4,5${NBSP}%`);
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
    expect(formatPercentChange(12.46)).toBe(`+12,5${NBSP}%`);
    expect(formatPercentChange(-3)).toBe(`−3${NBSP}%`);
    expect(formatPercentChange(0.04)).toBe(`0${NBSP}%`);
  });

  it('keeps the unit on the number’s line', () => {
    expect(formatSurface(68.5)).toBe(`68,5${NBSP}m²`);
    expect(formatSurface(1200)).toBe(`1${NNBSP}200${NBSP}m²`);
    expect(formatDistance(850)).toBe(`850${NBSP}m`);
    expect(formatDistance(1234)).toBe(`1,2${NBSP}km`);
  });
});

describe('dates and times', () => {
  it('writes an instant on the Paris clock across daylight saving time', () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(formatDateTime('2024-01-15T13:05:00Z')).toBe('15 janv. 2024, 14:05');
    expect(formatDateTime(new Date('2024-07-15T13:05:00Z'))).toBe('15 juil. 2024, 15:05');
    // The night the clocks go back, 02:30 happens twice; the night they go forward, it never happens.
    expect(formatDateTime('2024-10-27T00:30:00Z')).toBe('27 oct. 2024, 02:30');
    expect(formatDateTime('2024-10-27T01:30:00Z')).toBe('27 oct. 2024, 02:30');
    expect(formatDateTime('2024-03-31T00:59:00Z')).toBe('31 mars 2024, 01:59');
    expect(formatDateTime('2024-03-31T01:00:00Z')).toBe('31 mars 2024, 03:00');
    // Late evening in UTC is already the next day in Paris.
    expect(formatShortDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
  });

  it('knows which day it is in Paris', () => {
    expect(parisToday(new Date('2024-07-14T21:59:00Z'))).toBe('2024-07-14');
    expect(parisToday(new Date('2024-07-14T22:00:00Z'))).toBe('2024-07-15');
    expect(parisToday(new Date('2024-01-14T22:59:00Z'))).toBe('2024-01-14');
    expect(parisToday(new Date('2024-01-14T23:00:00Z'))).toBe('2024-01-15');
  });

  it('writes a calendar day as that day', () => {
    expect(formatShortDate('2024-03-05')).toBe('05/03/2024');
    expect(formatLongDate('2024-03-05')).toBe('5 mars 2024');
    expect(formatLongDate('2024-03-01')).toBe('1er mars 2024');
    expect(formatLongDate('2024-10-27')).toBe('27 octobre 2024');
    expect(formatDate('2024-02-12', 'medium')).toBe('12 févr. 2024');
    expect(formatDate('2024-11-23', 'dayMonth')).toBe('23 novembre');
    expect(formatDate('2024-11-23', 'dayMonthNumeric')).toBe('23/11');
    expect(formatDate('2024-03-01', 'monthNumeric')).toBe('03/2024');
    expect(formatDate('2024-03-01', 'month')).toBe('mars 2024');
    expect(formatDate('2024-02-01', 'monthShort')).toBe('févr. 2024');
    expect(formatDate('2024-02-01', 'monthCompact')).toBe('févr. 24');
  });
});
