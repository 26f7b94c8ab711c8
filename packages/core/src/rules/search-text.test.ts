import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('ignores accents and case', () => {
    expect(normalizeSearchText('Ají Amarillo')).toBe('aji amarillo');
    expect(normalizeSearchText('LÚCUMA')).toBe('lucuma');
    expect(normalizeSearchText('Piña')).toBe('pina');
  });

  it('trims and collapses spaces', () => {
    expect(normalizeSearchText('  pollo   a la   brasa ')).toBe('pollo a la brasa');
  });
});

describe('searchTerms', () => {
  it('splits on commas, drops empty and repeated terms', () => {
    expect(searchTerms(' Pollo, ají ,, pollo ,')).toEqual(['pollo', 'aji']);
    expect(searchTerms('   ')).toEqual([]);
  });
});
