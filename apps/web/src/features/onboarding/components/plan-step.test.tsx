import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { PlanStep } from './plan-step';

const plan = {
  total: { weight: 82.5, weight_lose: 14.5, weeks: 40, bmr: 1600, deficit: 20 },
  momentum: { weeks: 4, weight_lose: 1.7 },
  consistency: { weeks: 32, weight_lose: 11.6 },
  maintenance: { weeks: 4, weight_lose: 1.2 },
};

describe('plan screen', () => {
  it('shows the three phases with Impulso active, and the totals', async () => {
    signInForTest();
    mockApi({ 'GET /user/plan': { body: plan } });
    const onContinue = vi.fn();
    renderWithProviders(<PlanStep name="Lucía" onBack={() => {}} onContinue={onContinue} />);
    await screen.findByRole('heading', { name: 'Lucía, así llegarás a tu meta' }, { timeout: 5000 });
    const phases = screen.getAllByRole('listitem');
    expect(phases.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Impulso', 'Constancia', 'Ajuste']);
    expect(phases[0].getAttribute('aria-current')).toBe('step');
    expect(phases[1].getAttribute('aria-current')).toBeNull();
    expect(phases[1].textContent).toContain('32 semanas');
    expect(phases[1].textContent).toContain('−11,6 kg');
    expect(screen.getByText('Peso meta').parentElement!.textContent).toContain('68 kg');
    expect(screen.getByText('Plazo saludable').parentElement!.textContent).toContain('40 semanas');
    fireEvent.click(screen.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('shows no phases of weight lost to someone keeping or gaining weight (issue 29): their aim in words', async () => {
    signInForTest();
    const still = { weeks: 0, weight_lose: 0 };
    const noLoss = {
      total: { weight: 72, weight_lose: 0, weeks: 0, bmr: 1500, deficit: 0 },
      momentum: still,
      consistency: still,
      maintenance: still,
    };
    mockApi({ 'GET /user/plan': { body: noLoss } });
    const keep = renderWithProviders(
      <PlanStep name="Jorge" personal={{ weight: 72, weight_goal: 72 }} onBack={() => {}} onContinue={() => {}} />,
    );
    await screen.findByText(
      'Tu meta es mantener tu peso: comerás lo que gastas, sin déficit, con buenos hábitos.',
      undefined,
      { timeout: 5000 },
    );
    expect(screen.queryByRole('list', { name: 'Fases del plan' })).toBeNull();
    expect(screen.queryByText('Plazo saludable')).toBeNull();
    keep.unmount();

    renderWithProviders(
      <PlanStep name="Jorge" personal={{ weight: 72, weight_goal: 77 }} onBack={() => {}} onContinue={() => {}} />,
    );
    await screen.findByText('Tu meta es subir 5 kg: comerás un poco más de lo que gastas (10 %), sin prisa.');
    expect(screen.getByText('Peso meta').parentElement!.textContent).toContain('77 kg');
    expect(screen.queryByRole('list', { name: 'Fases del plan' })).toBeNull();
  });

  it("says 'Error al cargar el plan del usuario' and 'Reintentar' loads it again", async () => {
    signInForTest();
    let calls = 0;
    mockApi({
      'GET /user/plan': () => (++calls === 1 ? { status: 404, body: { message: 'No encontrado' } } : { body: plan }),
    });
    renderWithProviders(<PlanStep name="Lucía" onBack={() => {}} onContinue={() => {}} />);
    await screen.findByText('Error al cargar el plan del usuario', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('button', { name: 'Comenzar Fase 1: Impulso' }, { timeout: 5000 });
    expect(calls).toBe(2);
  });
});
