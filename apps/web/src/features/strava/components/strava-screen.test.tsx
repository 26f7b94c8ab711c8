import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, signInForTest } from '@/testing/test-utils';
import { redirectTo } from '../utils/redirect';
import { StravaScreen } from './strava-screen';

vi.mock('../utils/redirect', () => ({ redirectTo: vi.fn() }));

const notConnected = { connected: false, athlete_id: null, units: 'minutes' };
const connected = { connected: true, athlete_id: '4242', units: 'minutes' };

/** The address's query string, to see that the code is dropped from it. */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

/** As the app runs it: StrictMode at the root, so effects run twice on mount in development. */
function renderPage(path = '/strava', onWorkoutsChanged = vi.fn()) {
  signInForTest();
  render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <StravaScreen onWorkoutsChanged={onWorkoutsChanged} />
          <SearchProbe />
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { onWorkoutsChanged };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const connectButton = () => screen.findByRole('button', { name: 'Conectar con Strava' });

describe('/strava', { timeout: 15_000 }, () => {
  it("shows 'No conectado', what syncing does, and 'Conectar con Strava'", async () => {
    mockApi({ 'GET /strava/status': { body: notConnected } });
    renderPage();
    await connectButton();
    expect(screen.getByText('No conectado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Qué hace la sincronización' })).toBeTruthy();
    expect(screen.getByText(/importamos tus actividades de los últimos 30 días/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desconectar' })).toBeNull();
  });

  it("shows 'Conectado' with the athlete id and 'Desconectar' when connected", async () => {
    mockApi({ 'GET /strava/status': { body: connected } });
    renderPage();
    await screen.findByRole('button', { name: 'Desconectar' });
    expect(screen.getByText('Conectado')).toBeTruthy();
    expect(screen.getByText('N.º 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conectar con Strava' })).toBeNull();
  });

  it("'Conectar con Strava' asks for the URL and sends the browser there", async () => {
    vi.mocked(redirectTo).mockClear();
    const { requests } = mockApi({
      'GET /strava/status': { body: notConnected },
      'GET /strava/connect-url': { body: { url: '/api/strava/sandbox/authorize?state=s1' } },
    });
    renderPage();
    fireEvent.click(await connectButton());
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/strava/sandbox/authorize?state=s1'));
    expect(requests.filter((r) => r.path === '/strava/connect-url')).toHaveLength(1);
  });

  it.each([
    [
      'the server message',
      { status: 503, body: { message: 'Strava está recibiendo demasiadas solicitudes.' } },
      'Strava está recibiendo demasiadas solicitudes.',
    ],
    [
      "'Error al obtener URL de conexión' when the server says nothing",
      { status: 500 },
      'Error al obtener URL de conexión',
    ],
  ])('a failed connect URL shows %s', async (_, answer, text) => {
    vi.mocked(redirectTo).mockClear();
    mockApi({ 'GET /strava/status': { body: notConnected }, 'GET /strava/connect-url': answer });
    renderPage();
    fireEvent.click(await connectButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("says 'La conexión con Strava no está disponible' as soon as the status says the server offers no Strava", async () => {
    const { requests } = mockApi({ 'GET /strava/status': { body: { ...notConnected, available: false } } });
    renderPage();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('La conexión con Strava no está disponible');
    expect(screen.queryByRole('button', { name: 'Conectar con Strava' })).toBeNull();
    expect(requests.filter((r) => r.path === '/strava/connect-url')).toHaveLength(0);
  });

  it("says 'La conexión con Strava no está disponible' instead of a button that cannot work when the server offers no Strava (503 STRAVA_NOT_CONFIGURED)", async () => {
    vi.mocked(redirectTo).mockClear();
    const { requests } = mockApi({
      'GET /strava/status': { body: notConnected },
      'GET /strava/connect-url': {
        status: 503,
        body: { message: 'La conexión con Strava no está disponible.', code: 'STRAVA_NOT_CONFIGURED' },
      },
    });
    renderPage();
    fireEvent.click(await connectButton());
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('La conexión con Strava no está disponible');
    expect(notice.textContent).toContain('Tus ejercicios ya sincronizados siguen en tu registro');
    expect(screen.queryByRole('button', { name: 'Conectar con Strava' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No conectado')).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.path === '/strava/connect-url')).toHaveLength(1);
  });

  it('exchanges ?code once (even under StrictMode), shows progress, then the import, and cleans the address', async () => {
    const answer = deferred<{ body: unknown }>();
    let statusNow: unknown = notConnected;
    const { requests } = mockApi({
      'GET /strava/status': () => ({ body: statusNow }),
      'POST /strava/connect': () => answer.promise,
    });
    const { onWorkoutsChanged } = renderPage('/strava?state=st-1&code=code-once&scope=read,activity:read_all');
    await screen.findByText('Conectando con Strava…');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(requests.filter((r) => r.path === '/strava/connect')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code: 'code-once', state: 'st-1' } }),
    ]);

    statusNow = connected;
    answer.resolve({ body: { connected: true, athlete_id: '4242', units: 'minutes', imported: 3 } });
    await waitFor(() =>
      expect(screen.getByTestId('strava-return').textContent).toContain(
        'Conectado: importamos 3 actividades de los últimos 30 días',
      ),
    );
    await screen.findByText('Conectado');
    expect(screen.getByText('N.º 4242')).toBeTruthy();
    expect(onWorkoutsChanged).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.path === '/strava/connect')).toHaveLength(1);
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { message: 'La conexión con Strava venció o no es válida. Vuelve a intentarlo.' } },
      'La conexión con Strava venció o no es válida. Vuelve a intentarlo.',
    ],
    ["'Error al conectar con Strava' when the server says nothing", { status: 502 }, 'Error al conectar con Strava'],
  ])('a failed code exchange shows %s', async (_, answer, text) => {
    mockApi({ 'GET /strava/status': { body: notConnected }, 'POST /strava/connect': answer });
    const { onWorkoutsChanged } = renderPage(`/strava?code=code-${answer.status}&state=st`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    // The status's first answer is drawn as a transition (lib/use-query.ts), just after the alert.
    await screen.findByText('No conectado');
    expect(onWorkoutsChanged).not.toHaveBeenCalled();
  });

  it('?error=access_denied says calmly that nothing was connected, without calling the server', async () => {
    const { requests } = mockApi({ 'GET /strava/status': { body: notConnected } });
    renderPage('/strava?error=access_denied&state=st');
    expect((await screen.findByTestId('strava-return')).textContent).toContain('No se conectó Strava');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(requests.some((r) => r.path === '/strava/connect')).toBe(false);
  });

  it("'Desconectar' asks first; confirming posts without a body and shows 'No conectado'", async () => {
    let statusNow: unknown = connected;
    const { requests } = mockApi({
      'GET /strava/status': () => ({ body: statusNow }),
      'POST /strava/disconnect': () => {
        statusNow = notConnected;
        return { body: notConnected };
      },
    });
    const { onWorkoutsChanged } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Desconectar Strava?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.path === '/strava/disconnect')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Desconectar Strava?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await screen.findByRole('button', { name: 'Conectar con Strava' });
    expect(screen.getByText('No conectado')).toBeTruthy();
    const post = requests.find((r) => r.path === '/strava/disconnect')!;
    expect(post.body).toBeUndefined();
    expect(post.headers.get('Content-Type')).toBeNull();
    expect(onWorkoutsChanged).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the server message',
      { status: 502, body: { message: 'No pudimos comunicarnos con Strava. Intenta de nuevo.' } },
      'No pudimos comunicarnos con Strava. Intenta de nuevo.',
    ],
    ["'Error al desconectar Strava' when the server says nothing", { status: 500 }, 'Error al desconectar Strava'],
  ])('a failed disconnect keeps the dialog open with %s', async (_, answer, text) => {
    mockApi({ 'GET /strava/status': { body: connected }, 'POST /strava/disconnect': answer });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desconectar Strava?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(screen.getByText('Conectado')).toBeTruthy();
  });
});

describe('/strava: runs and rides in minutes or km (issue 9)', { timeout: 15_000 }, () => {
  const radio = (name: 'Minutos' | 'Kilómetros') => screen.getByRole<HTMLInputElement>('radio', { name });
  const group = () => screen.findByRole('group', { name: 'Mostrar carreras y ciclismo en' });

  it('shows the saved unit checked when connected, with what the choice changes', async () => {
    mockApi({ 'GET /strava/status': { body: { ...connected, units: 'kilometers' } } });
    renderPage();
    await group();
    expect(radio('Kilómetros').checked).toBe(true);
    expect(radio('Minutos').checked).toBe(false);
    expect(screen.getByText('Incluye los ya sincronizados. Caminatas y demás siguen en minutos.')).toBeTruthy();
  });

  it('is not offered before connecting', async () => {
    mockApi({ 'GET /strava/status': { body: notConnected } });
    renderPage();
    await connectButton();
    expect(screen.queryByRole('group', { name: 'Mostrar carreras y ciclismo en' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("'Kilómetros' saves at once: checked, 'Guardando…', then 'Guardado', and the summaries are read again", async () => {
    const answer = deferred<{ body: unknown }>();
    const { requests } = mockApi({
      'GET /strava/status': { body: connected },
      'PUT /strava/units': () => answer.promise,
    });
    const { onWorkoutsChanged } = renderPage();
    await group();
    fireEvent.click(radio('Kilómetros'));
    await waitFor(() => expect(radio('Kilómetros').checked).toBe(true));
    await screen.findByText('Guardando…');
    expect(requests.filter((r) => r.path === '/strava/units')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { units: 'kilometers' } }),
    ]);
    expect(onWorkoutsChanged).not.toHaveBeenCalled();

    answer.resolve({ body: { ...connected, units: 'kilometers', updated: 4 } });
    await screen.findByText('Guardado');
    expect(screen.queryByText('Guardando…')).toBeNull();
    expect(radio('Kilómetros').checked).toBe(true);
    expect(onWorkoutsChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save puts the previous unit back and says so in Spanish', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    mockApi({ 'GET /strava/status': { body: connected }, 'PUT /strava/units': () => answer.promise });
    const { onWorkoutsChanged } = renderPage();
    await group();
    fireEvent.click(radio('Kilómetros'));
    await waitFor(() => expect(radio('Kilómetros').checked).toBe(true));
    answer.resolve({
      status: 500,
      body: { message: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos cambiar a kilómetros. Tus carreras y ciclismo siguen en minutos. Intenta de nuevo.',
    );
    expect(radio('Minutos').checked).toBe(true);
    expect(radio('Kilómetros').checked).toBe(false);
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(onWorkoutsChanged).not.toHaveBeenCalled();
  });
});
