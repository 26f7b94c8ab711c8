import { describe, expect, it } from 'vitest';
import { allergiesBodyOf, restrictionDefaults } from './restriction-values';

describe('/restriction body', () => {
  it('sends the allergy keys, no dislikes and the eating style (none by default)', () => {
    expect(allergiesBodyOf({ ...restrictionDefaults, allergies: ['dairy', 'egg'] })).toEqual({
      allergies: ['dairy', 'egg'],
      dislikes: [],
      eating_style: 'none',
    });
  });

  it("adds the 'Otra' text trimmed, only when checked and not empty", () => {
    expect(allergiesBodyOf({ ...restrictionDefaults, other: true, otherText: '  fresas ' }).allergies).toEqual(['fresas']);
    expect(allergiesBodyOf({ ...restrictionDefaults, other: true, otherText: '   ' }).allergies).toEqual([]);
    expect(allergiesBodyOf({ ...restrictionDefaults, other: false, otherText: 'fresas' }).allergies).toEqual([]);
  });
});
