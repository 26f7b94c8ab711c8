import { CHALLENGES, publicChallenge } from '@nutricoach/core/rules/challenges';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { ChallengesView } from './challenges-view';

const describeChallenge = (id: string) => publicChallenge(CHALLENGES.find((x) => x.id === id)!);
const catalog = CHALLENGES.map((c) => describeChallenge(c.id));
const active = {
  ...describeChallenge('pesate-3'),
  start_date: '2026-11-25',
  end_date: '2026-12-01',
  progress: 1,
  days_left: 7,
};

beforeEach(() => signInForTest());

describe('ChallengesView', () => {
  it('joins a challenge and shows it among Retos Activos with its progress', async () => {
    let joined = false;
    const { requests } = mockApi({
      'GET /challenges': () => ({
        body: joined
          ? { available: catalog.filter((c) => c.id !== 'pesate-3'), active: [active], completed: [], total_points: 0 }
          : { available: catalog, active: [], completed: [], total_points: 0 },
      }),
      'POST /challenges/pesate-3/join': () => {
        joined = true;
        return { status: 201, body: { challenge: active } };
      },
    });
    renderWithProviders(<ChallengesView />);
    await screen.findByText('No tienes retos activos. Únete a uno de los de abajo.');
    expect(screen.getByText('Aún no has completado retos.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Unirme a / })).toHaveLength(CHALLENGES.length);
    fireEvent.click(screen.getByRole('button', { name: 'Unirme a Pésate 3 veces esta semana' }));
    const card = await screen.findByTestId('active-pesate-3');
    expect(within(card).getByText('1 de 3 días')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Unirme a Pésate 3 veces esta semana' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's message when the join is refused", async () => {
    mockApi({
      'GET /challenges': { body: { available: catalog, active: [], completed: [], total_points: 0 } },
      'POST /challenges/pesate-3/join': {
        status: 409,
        body: { message: 'Ya te uniste a este reto: podrás repetirlo cuando termine.' },
      },
    });
    renderWithProviders(<ChallengesView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unirme a Pésate 3 veces esta semana' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya te uniste a este reto: podrás repetirlo cuando termine.',
    );
  });

  it("shows 'Error al cargar los retos' when they cannot be read", async () => {
    mockApi({ 'GET /challenges': { status: 500, body: { message: 'Error interno' } } });
    renderWithProviders(<ChallengesView />);
    await screen.findByText('Error al cargar los retos', {}, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
