import { DIETS_BY_OBJECTIVE } from '@nutricoach/core/constants/diets';
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import type { QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import type { DietType } from '@nutricoach/core/constants/diets';
import { DietStep } from './diet-step';

const diets = DIETS_BY_OBJECTIVE.lose_weight.map((diet, i) => ({ _id: String(i), diet, ...DIET_CATALOG[diet] }));
const personal = { name: 'Lucía', gender: 'female', age: 30, height: 165, weight: 80, weight_goal: 70 } as const;
// fast + very_healthy + low + strength + disciplined, 12.5 % to lose (medium): protein_keto 6, classic_keto 4.
const answers: QuestionnaireAnswers = {
  mindset: 'fast',
  current_nutrition: 'very_healthy',
  social_life: 'low',
  training: 'strength',
  emotional_profile: 'disciplined',
};

function Harness({ onSelect, onContinue }: { onSelect: (d: DietType) => void; onContinue: () => void }) {
  const [selected, setSelected] = useState<DietType | null>(null);
  return (
    <DietStep
      personal={personal}
      answers={answers}
      deficit={30}
      selected={selected}
      onSelect={(diet) => {
        setSelected(diet);
        onSelect(diet);
      }}
      onEditAnswers={() => {}}
      onBack={() => {}}
      onContinue={onContinue}
    />
  );
}

describe('diet selection', () => {
  it('recommends the top 2, folds the others, and needs a diet to go on', async () => {
    signInForTest();
    mockApi({ 'GET /diet-type': { body: diets } });
    const onSelect = vi.fn();
    const onContinue = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} onContinue={onContinue} />);

    const recommended = await screen.findByRole('region', { name: 'Recomendadas para ti' }, { timeout: 5000 });
    expect(
      within(recommended)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['protein_keto', 'classic_keto']);
    // Mifflin-St Jeor for her (1520.25), strength (× 1.375), 30 % off: round(1463.2).
    expect(screen.getByRole('region', { name: 'Tu meta diaria' }).textContent).toContain('1463');
    expect(screen.getByRole('region', { name: 'Tu meta diaria' }).textContent).toContain('30 %');

    const start = screen.getByRole('button', { name: '¡Comenzar mi transformación!' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const others = screen.getByRole('region', { name: 'Otras dietas' });
    expect(within(others).queryAllByRole('radio')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más opciones' }));
    expect(within(others).getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(within(others).queryAllByRole('radio')).toHaveLength(0);

    fireEvent.click(within(recommended).getAllByRole('radio')[1]);
    expect(onSelect).toHaveBeenCalledWith('classic_keto');
    expect(start.disabled).toBe(false);
    // The grams of the chosen diet: 1463 kcal at 20/5/75 -> 73 g, 18 g, 122 g.
    expect(screen.getByRole('region', { name: 'Tu meta diaria' }).textContent).toContain(
      'Proteína73 gCarbohidratos18 gGrasa122 g',
    );
    fireEvent.click(start);
    expect(onContinue).toHaveBeenCalled();
  });

  it("says 'Error al cargar la información de la dieta' when the diets cannot load", async () => {
    signInForTest();
    mockApi({ 'GET /diet-type': { status: 500, body: { message: 'Error' } } });
    renderWithProviders(<Harness onSelect={() => {}} onContinue={() => {}} />);
    await screen.findByText('Error al cargar la información de la dieta', undefined, { timeout: 5000 });
  });
});
