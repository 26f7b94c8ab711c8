/** Household portions against SR's own measures (issue 28 §1): every difference over 15 % is fixed or has its reason. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparePortions, JUSTIFIED, portionCheckDoc, portionDifferences, portionKey } from './portion-check.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe("the catalog's household portions against SR's Weight table", () => {
  it('compares hundreds of portions with the nearest SR measure of the same kind', () => {
    expect(comparePortions().length).toBeGreaterThan(300);
  });

  it('lists every portion more than 15 % away from SR; each has its reason, and no reason is left over', () => {
    const over = portionDifferences();
    const unexplained = over
      .filter((d) => !JUSTIFIED[portionKey(d)])
      .map((d) => `${portionKey(d)}: ours ${d.ours} g, SR ${d.measure} ${d.sr} g (${Math.round(d.diff * 100)} %)`);
    expect(unexplained, 'fix these in core rules/portions.ts or give the reason in portion-check.ts').toEqual([]);
    const stale = Object.keys(JUSTIFIED).filter((key) => !over.some((d) => portionKey(d) === key));
    expect(stale, 'these no longer differ: remove their reason').toEqual([]);
    expect(over.map(portionKey).sort()).toEqual(Object.keys(JUSTIFIED).sort());
  });

  it("fixed portions now match SR's figure for the food itself", () => {
    const at = (key: string) => comparePortions().find((d) => portionKey(d) === key);
    expect(at('arroz-integral:taza')).toMatchObject({ ours: 195, sr: 195 });
    expect(at('harina-maiz-precocida:taza')).toMatchObject({ ours: 157, sr: 157 });
    expect(at('perejil:taza')).toMatchObject({ ours: 60, sr: 60 });
  });

  it('docs/portion-check.md is the table of this check, current', () => {
    expect(readFileSync(path.join(repoRoot, 'docs/portion-check.md'), 'utf8')).toBe(portionCheckDoc());
  });
});
