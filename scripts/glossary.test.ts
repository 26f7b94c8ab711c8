import { describe, expect, it } from 'vitest';
import { avoidedWords, avoidedWordsInSources, shownStrings, wordsIn } from './glossary.ts';

describe("docs/glossary.md's words we do not write (issue 29)", () => {
  const words = avoidedWords();

  it('are read from the glossary', () => {
    expect(words).toEqual(expect.arrayContaining(['Low carb', 'Carbs', 'premium', 'tour', 'Bowl', 'Omelette']));
    expect(words).toEqual(expect.arrayContaining(['Country selector', 'porciónes', 'gramoses', '½ de']));
  });

  it("are found in a screen's texts, and not in its keys, ids, class names or search aliases", () => {
    const source = `
      // A comment may say tour or Bowl.
      const DIETS = { low_carb_moderate: 'Low carb moderada' };
      export const plate = { id: 'bowl-pollo', name: 'Bowl de pollo', aliases: ['mix de frutos secos', 'bowl'] };
      export function Total({ carbs }: { carbs: number }) {
        return <p className="mix-blend-multiply"><abbr title="Carbohidratos">Carbs</abbr> {carbs} g · ½ de taza</p>;
      }
      export const skip = \`Saltar tour (\${1} de 7)\`;
      const query = sql\`select protein, carbs from foods where name = \${\`Mix \${2}\`} and mix = 1\`;
      const columns = sql.raw(\`t.protein, t.carbs, to_char(t.set_at, 'YYYY')\`);
      export const after = 'Wrap integral';
    `;
    const found = shownStrings(source, 'screen.tsx').flatMap((text) => wordsIn(text, words));
    // The SQL query's words are not shown (even around a template inside it); the text after it is.
    expect(found.sort()).toEqual(['Bowl', 'Carbs', 'Low carb', 'tour', 'Wrap', '½ de'].sort());
  });

  it("are nowhere in the web app's texts nor the server's and the coach's Spanish messages", () => {
    expect(avoidedWordsInSources(words)).toEqual([]);
  }, 20_000); // it reads the whole tree: the other projects' 20 s
});
