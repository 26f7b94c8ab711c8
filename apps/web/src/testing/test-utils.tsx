/** Shared by the component tests: providers, a fake API, a session token, and cleanup. */
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { useAuthStore } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';

// Screens load as lazy chunks: on a busy 2-core CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuthStore.setState({ token: null, user: null, isAuthenticated: false, pendingPhone: null });
  localStorage.clear();
});

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
export type FakeResponse = { status?: number; body?: unknown };
type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/**
 * Replaces fetch with a fake API: keys are 'METHOD /path' under /api. A call nobody handles
 * answers 404 `{ message: 'No encontrado' }`. Returns every request made, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    const { status = 200, body } =
      handler === undefined
        ? { status: 404, body: { message: 'No encontrado' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A session JWT shaped like the server's (the signature is not checked by the client). */
export function makeSessionToken(claims: Record<string, unknown> = {}): string {
  const payload = { sub: 'user-1', name: 'Ana Pérez', phone: '+51987654321', ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function signInForTest(claims?: Record<string, unknown>) {
  useAuthStore.getState().signIn(makeSessionToken(claims));
}

/** Shows the current path, so tests can see where a redirect went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <div hidden data-testid="location">
      {pathname}
    </div>
  );
}

/** Renders under fresh providers and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', routePath }: { path?: string; routePath?: string } = {},
) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {routePath ? (
            <Routes>
              <Route path={routePath} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </MemoryRouter>
      </AppProvider>,
    ),
  };
}
