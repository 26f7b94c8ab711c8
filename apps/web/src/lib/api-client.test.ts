import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, getErrorMessage, setUnauthorizedHandler } from './api-client';
import { useAuthStore } from './auth-store';

function stubFetch(status: number, body?: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': contentType },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const TOKEN = 'aaa.eyJzdWIiOiJ1MSIsIm5hbWUiOiJBbmEiLCJwaG9uZSI6IisxIn0.sig';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
  useAuthStore.setState({ token: null, user: null, isAuthenticated: false, pendingPhone: null });
});

describe('the API client', () => {
  it('sends JSON, the bearer token and the time zone to /api', async () => {
    useAuthStore.getState().signIn(TOKEN);
    const fetchMock = stubFetch(200, { ok: true });
    await expect(api.post('/auth/send-code', { phone: '+51987654321' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/auth/send-code');
    expect(init.body).toBe('{"phone":"+51987654321"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers['x-time-zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = stubFetch(200, {});
    await api.get('/payments/current-plan');
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("throws an ApiError with the body's message and code", async () => {
    stubFetch(400, { message: 'Solo puedes cambiar tu objetivo cada 30 días', code: 'OBJECTIVE_CHANGE_TOO_FREQUENT' });
    const error = await api.put('/user/objective', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Solo puedes cambiar tu objetivo cada 30 días',
      code: 'OBJECTIVE_CHANGE_TOO_FREQUENT',
    });
  });

  it('falls back to the caller’s text when there is no server message', async () => {
    stubFetch(502, '<html>Bad gateway</html>', 'text/html');
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Error al enviar el código de verificación')).toBe(
      'Error al enviar el código de verificación',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await api.get('/x').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
  });

  it('treats an HTML page where JSON was expected as an error', async () => {
    stubFetch(200, '<!doctype html><html></html>', 'text/html');
    await expect(api.get('/user/objective')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('logs out and calls the unauthorized handler on a 401 with a session', async () => {
    useAuthStore.getState().signIn(TOKEN);
    useAuthStore.getState().setPendingPhone('+51987654321');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(401, { message: 'Sesión expirada' });
    await expect(api.get('/payments/current-plan')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      pendingPhone: null,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 without a session to the screen (a wrong code)', async () => {
    useAuthStore.getState().setPendingPhone('+51987654321');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(401, { message: 'Código incorrecto' });
    await expect(api.post('/auth/verify-code', {})).rejects.toMatchObject({ message: 'Código incorrecto' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useAuthStore.getState().pendingPhone).toBe('+51987654321');
  });
});
