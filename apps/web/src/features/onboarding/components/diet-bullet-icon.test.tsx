import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { describe, expect, it } from 'vitest';
import { DIET_BULLET_ICONS, parseBullet } from './diet-bullet-icon';

describe('diet bullet icons', () => {
  it('has the icon of every bullet of the diet catalogue', () => {
    const missing = Object.values(DIET_CATALOG)
      .flatMap((diet) => diet.bullets.map((b) => parseBullet(b).key))
      .filter((key) => !DIET_BULLET_ICONS[key]);
    expect(missing).toEqual([]);
  });

  it('splits the key from the text', () => {
    expect(parseBullet('wheat-off Sin harinas ni azúcares')).toEqual({
      key: 'wheat-off',
      text: 'Sin harinas ni azúcares',
    });
  });
});
