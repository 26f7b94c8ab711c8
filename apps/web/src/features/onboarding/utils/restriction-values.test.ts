import { describe, expect, it } from 'vitest';
import { allergiesBodyOf, restrictionDefaults, restrictionValuesOf } from './restriction-values';

describe('/restriction body', () => {
  it('sends the allergy keys, no dislikes and the eating style (none by default)', () => {
    expect(allergiesBodyOf({ ...restrictionDefaults, allergies: ['dairy', 'egg'] })).toEqual({
      allergies: ['dairy', 'egg'],
      dislikes: [],
      eating_style: 'none',
    });
  });

  it("adds the 'Otra' text trimmed, only when checked and not empty", () => {
    expect(allergiesBodyOf({ ...restrictionDefaults, other: true, otherText: '  fresas ' }).allergies).toEqual([
      'fresas',
    ]);
    expect(allergiesBodyOf({ ...restrictionDefaults, other: true, otherText: '   ' }).allergies).toEqual([]);
    expect(allergiesBodyOf({ ...restrictionDefaults, other: false, otherText: 'fresas' }).allergies).toEqual([]);
  });

  it("sends each comma-separated 'Otra' text on its own, without blanks or repeats", () => {
    expect(
      allergiesBodyOf({
        ...restrictionDefaults,
        allergies: ['nuts'],
        other: true,
        otherText: ' Fresa, pescado,, Fresa ,',
      }).allergies,
    ).toEqual(['nuts', 'Fresa', 'pescado']);
  });
});

describe('/restriction values from what was saved', () => {
  it('ticks the known keys, puts every other text into Otra and keeps the eating style', () => {
    expect(
      restrictionValuesOf({
        allergies: ['Fresa', 'gluten', 'shellfish', 'pescado'],
        dislikes: [],
        eating_style: 'vegetarian',
      }),
    ).toEqual({
      allergies: ['gluten', 'shellfish'],
      other: true,
      otherText: 'Fresa, pescado',
      eatingStyle: 'vegetarian',
    });
  });

  it('leaves Otra unchecked and empty when only keys were saved, and gives the defaults for nothing saved', () => {
    expect(restrictionValuesOf({ allergies: ['egg'], dislikes: [], eating_style: 'none' })).toEqual({
      ...restrictionDefaults,
      allergies: ['egg'],
    });
    expect(restrictionValuesOf({ allergies: [], dislikes: [], eating_style: 'none' })).toEqual(restrictionDefaults);
  });

  it('treats a key in another case as text of its own (the server matches keys exactly)', () => {
    expect(restrictionValuesOf({ allergies: ['Dairy'], dislikes: [], eating_style: 'none' })).toMatchObject({
      allergies: [],
      other: true,
      otherText: 'Dairy',
    });
  });

  it('comes back to the same body when saved untouched', () => {
    const saved = { allergies: ['dairy', 'kiwi', 'nuts', 'maní'], dislikes: [], eating_style: 'vegan' as const };
    expect(allergiesBodyOf(restrictionValuesOf(saved))).toEqual({
      allergies: ['dairy', 'nuts', 'kiwi', 'maní'],
      dislikes: [],
      eating_style: 'vegan',
    });
  });
});
