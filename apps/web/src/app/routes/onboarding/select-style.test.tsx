import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIETS_BY_OBJECTIVE } from '@nutricoach/core/constants/diets';
import type { QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import { COMMON_ANSWERS } from '@nutricoach/core/contract/onboarding.test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowStorageKey } from '@/features/onboarding/utils/flow-storage';
import { initialFlowState, type FlowState } from '@/features/onboarding/utils/flow-state';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { Component as SelectStyle } from './select-style';

/** The first render of a lazy route transforms its modules; on a busy machine that passes 1 s. */
const SLOW = { timeout: 5000 };

const objective = {
  objective: 'lose_weight',
  diet_type: null,
  deficit: null,
  onboarding_completed: false,
  onboarding_type: 'default',
};
const personal = { name: 'Jorge', gender: 'male', age: 40, height: 175, weight: 90, weight_goal: 80 } as const;
const answers: QuestionnaireAnswers = COMMON_ANSWERS;
const plan = {
  total: { weight: 90, weight_lose: 10, weeks: 20, bmr: 1800, deficit: 20 },
  momentum: { weeks: 4, weight_lose: 2.5 },
  consistency: { weeks: 12, weight_lose: 6 },
  maintenance: { weeks: 4, weight_lose: 1.5 },
};
const location = () => screen.getByTestId('location').textContent;
/** The route alone: where it navigates shows in the location probe, nothing else loads. */
const renderFlow = () =>
  renderWithProviders(<SelectStyle />, { path: '/select-style/default', routePath: '/select-style/:onboarding_type' });

/** A signed-in user whose stored flow is on the last question (recommendation type). */
function atLastQuestion(overrides: Partial<FlowState> = {}) {
  signInForTest();
  const state: FlowState = {
    ...initialFlowState,
    stage: 'questionnaire',
    personal,
    answers: { ...answers },
    questionIndex: 7,
    ...overrides,
  };
  localStorage.setItem(flowStorageKey('user-1'), JSON.stringify(state));
}

const calls = (requests: { method: string; path: string }[]) => requests.map((r) => `${r.method} ${r.path}`);

describe('/select-style', () => {
  it('sends a user whose onboarding is complete home', async () => {
    signInForTest();
    mockApi({ 'GET /user/objective': { body: { ...objective, onboarding_completed: true } } });
    renderFlow();
    await waitFor(() => expect(location()).toBe('/'), SLOW);
  });

  it('needs a choice before Siguiente', async () => {
    atLastQuestion({ questionIndex: 0, answers: {} });
    mockApi({ 'GET /user/objective': { body: objective } });
    renderFlow();
    await screen.findByText('Pregunta 1 de 8', undefined, SLOW);
    const next = screen.getByRole('button', { name: /Siguiente/ }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Sin presión, a mi ritmo' }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    await screen.findByText('Pregunta 2 de 8', undefined, SLOW);
  });

  it("'Ver recomendaciones' saves the data, the goal and the answers, then shows the plan", async () => {
    atLastQuestion();
    const api = mockApi({
      'GET /user/objective': { body: objective },
      'PUT /user/info': ({ body }) => ({ body }),
      'PUT /user/weight-goal': { body: { gender: 'male', age: 40, weight: 90, weight_goal: 80 } },
      'PUT /user/questionnaire': ({ body }) => ({
        body: { data: { ...(body as object), weight_loss_percentage: 11.11 } },
      }),
      'GET /user/plan': { body: plan },
      'GET /diet-type': { body: [] },
    });
    renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver recomendaciones' }, SLOW));
    await screen.findByRole('button', { name: 'Comenzar Fase 1: Impulso' }, SLOW);
    const saves = calls(api.requests).filter((c) => c.startsWith('PUT') || c.endsWith('/user/plan'));
    expect(saves).toEqual(['PUT /user/info', 'PUT /user/weight-goal', 'PUT /user/questionnaire', 'GET /user/plan']);
    const info = api.requests.find((r) => r.path === '/user/info')!.body;
    expect(info).toEqual({ personal_info: { name: 'Jorge', gender: 'male', age: 40, height: 175, weight: 90 } });
    const body = api.requests.find((r) => r.path === '/user/questionnaire')!.body;
    expect(body).toEqual({ ...answers, physiological_conditions: null, budget_level: null });
    // The stage survives a reload.
    expect(JSON.parse(localStorage.getItem(flowStorageKey('user-1'))!).stage).toBe('plan');
  });

  it('stays on the question and says why when the answers cannot be saved', async () => {
    atLastQuestion({ savedPersonal: JSON.stringify(personal) });
    mockApi({
      'GET /user/objective': { body: objective },
      'PUT /user/questionnaire': { status: 400, body: { message: 'Primero guarda tu peso y tu peso meta' } },
    });
    renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver recomendaciones' }, SLOW));
    await screen.findByText('Primero guarda tu peso y tu peso meta', undefined, SLOW);
    expect(screen.getByText('Pregunta 8 de 8')).toBeTruthy();
  });

  it('takes a medical condition to its diet, then completes the onboarding and goes home', async () => {
    atLastQuestion({
      savedPersonal: JSON.stringify(personal),
      answers: { ...answers, medical_conditions: 'fatty_liver' },
    });
    const medicalDiets = DIETS_BY_OBJECTIVE.medical.map((diet, i) => ({ _id: String(i), diet, ...DIET_CATALOG[diet] }));
    const completed = {
      ...objective,
      objective: 'medical',
      diet_type: 'fatty_liver',
      deficit: 10,
      onboarding_completed: true,
    };
    const api = mockApi({
      'GET /user/objective': { body: objective },
      'PUT /user/questionnaire': ({ body }) => ({
        body: { data: { ...(body as object), weight_loss_percentage: 11.11 } },
      }),
      'PUT /user/diet-type': { body: { ...objective, objective: 'medical', diet_type: 'fatty_liver', deficit: 10 } },
      'GET /diet-type': { body: medicalDiets },
      'POST /user/onboarding-completed': { body: completed },
      'POST /referrals/create-code': { body: { data: { code: 'ABCD1234' } } },
    });
    renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver recomendaciones' }, SLOW));
    await screen.findByRole('heading', { name: DIET_CATALOG.fatty_liver.name }, SLOW);
    expect(api.requests.find((r) => r.path === '/user/diet-type')?.body).toEqual({ diet_type: 'fatty_liver' });
    expect(api.requests.find((r) => r.path === '/diet-type')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    await waitFor(() => expect(location()).toBe('/'), SLOW);
    const done = api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(done).toEqual(['/user/onboarding-completed', '/referrals/create-code']);
    // No body, so no JSON content-type (Fastify rejects an empty JSON body).
    for (const request of api.requests.filter((r) => r.method === 'POST'))
      expect(request.headers.get('content-type')).toBeNull();
    expect(localStorage.getItem(flowStorageKey('user-1'))).toBeNull();
  });

  it("shows the server's goal-weight message under the goal field", async () => {
    signInForTest();
    localStorage.setItem(flowStorageKey('user-1'), JSON.stringify({ ...initialFlowState, stage: 'personal' }));
    mockApi({
      'GET /user/objective': { body: objective },
      'GET /user/info': { body: { personal_info: null } },
      'GET /user/weight-goal': { body: { gender: null, age: null, weight: null, weight_goal: null } },
      'PUT /user/info': ({ body }) => ({ body }),
      'PUT /user/weight-goal': {
        status: 400,
        body: { message: 'Tu peso meta debe ser menor o igual a tu peso actual', code: 'INVALID_WEIGHT_GOAL' },
      },
    });
    renderFlow();
    fireEvent.change(await screen.findByLabelText('¿Cómo te llamas?', undefined, SLOW), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Mujer' }));
    fireEvent.change(screen.getByLabelText('Edad'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Estatura'), { target: { value: '160' } });
    fireEvent.change(screen.getByLabelText('Peso actual'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Peso meta'), { target: { value: '65' } });
    // The keyboard's 'next' key moves on without submitting.
    fireEvent.keyDown(screen.getByLabelText('¿Cómo te llamas?'), { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('Edad'));
    fireEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await screen.findByText('Tu peso meta debe ser menor o igual a tu peso actual', undefined, SLOW);
    expect(screen.getByLabelText('Peso meta').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts the personal data from what the server knows, and says so when it cannot read it', async () => {
    signInForTest();
    localStorage.setItem(flowStorageKey('user-1'), JSON.stringify({ ...initialFlowState, stage: 'personal' }));
    mockApi({
      'GET /user/objective': { body: objective },
      'GET /user/info': {
        body: { personal_info: { name: 'Jorge', gender: 'male', age: 40, height: 175.5, weight: 90 } },
      },
      'GET /user/weight-goal': { body: { gender: 'male', age: 40, weight: 90, weight_goal: 80 } },
    });
    const { unmount } = renderFlow();
    expect(((await screen.findByLabelText('¿Cómo te llamas?', undefined, SLOW)) as HTMLInputElement).value).toBe(
      'Jorge',
    );
    expect((screen.getByRole('radio', { name: 'Hombre' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Estatura') as HTMLInputElement).value).toBe('175.5');
    expect((screen.getByLabelText('Peso meta') as HTMLInputElement).value).toBe('80');
    unmount();

    mockApi({ 'GET /user/objective': { body: objective }, 'GET /user/info': { status: 400, body: { message: 'x' } } });
    renderFlow();
    await screen.findByText('Error al cargar la información del usuario.', undefined, SLOW);
    expect(((await screen.findByLabelText('¿Cómo te llamas?', undefined, SLOW)) as HTMLInputElement).value).toBe(
      'Ana Pérez',
    );
  });
});
