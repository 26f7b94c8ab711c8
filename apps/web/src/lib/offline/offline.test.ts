import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncMessage } from '@/components/sync-banner';
import { createMealLog } from '@/lib/api/create-meal-log';
import { useAuthStore } from '@/lib/auth-store';
import { type OutboxStorage, type QueuedWrite, useOutboxStorage, useOutboxStore, loadOutbox } from './outbox';
import { postOrQueue } from './post-or-queue';
import { resetSyncWait, syncOutbox } from './sync';
import { withWaitingWrites } from './waiting-writes';

// Tokens for users u1 and u2 (only the payload is read on the phone).
const tokenFor = (id: string) =>
  `aaa.${btoa(JSON.stringify({ sub: id, name: 'Ana', phone: '+51987654321' })).replaceAll('=', '')}.sig`;

let stored: Map<string, QueuedWrite>;
const memoryStorage: OutboxStorage = {
  all: async () => [...stored.values()],
  put: async (w) => void stored.set(w.key, w),
  remove: async (key) => void stored.delete(key),
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';
function stubFetch(...answers: Answer[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift() ?? { status: 200, body: {} };
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body ?? {}), {
      status: next.status,
      headers: { 'Content-Type': 'application/json', ...next.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentKey = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
    'Idempotency-Key'
  ];

const typedMeal = {
  date: '2026-11-20',
  meal_type: 'lunch' as const,
  description: 'Arroz con pollo',
  calories: 650,
  protein: 35,
  fat: 18,
  carbs: 80,
};

beforeEach(async () => {
  stored = new Map();
  useOutboxStorage(memoryStorage);
  useOutboxStore.setState({ writes: [], syncing: false, synced: 0, refused: [] });
  useAuthStore.getState().signIn(tokenFor('u1'));
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ token: null, user: null, isAuthenticated: false, pendingPhone: null });
});

describe('a log written without a network', () => {
  it('is sent at once when online, with an Idempotency-Key, and nothing is queued', async () => {
    const fetchMock = stubFetch({ status: 201, body: { _id: 'm1', ...typedMeal } });
    const saved = await createMealLog({ log: typedMeal });
    expect(saved._id).toBe('m1');
    expect(sentKey(fetchMock, 0)).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(stored.size).toBe(0);
  });

  it('is queued when the request gets no answer, under the key its first try carried', async () => {
    const fetchMock = stubFetch('network');
    const shown = await createMealLog({ log: typedMeal });
    expect(shown).toMatchObject({
      _id: expect.stringMatching(/^pendiente-/),
      calories: 650,
      description: 'Arroz con pollo',
    });
    const [write] = [...stored.values()];
    expect(write).toMatchObject({ owner: 'u1', kind: 'meal', path: '/logs/nutrition', date: '2026-11-20' });
    expect(write!.key).toBe(sentKey(fetchMock, 0));
    expect(shown._id).toBe(`pendiente-${write!.key}`);
    expect(useOutboxStore.getState().writes).toHaveLength(1);
  });

  it('is queued without trying when the browser is offline', async () => {
    setOnline(false);
    const fetchMock = stubFetch();
    await createMealLog({ log: typedMeal });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored.size).toBe(1);
  });

  it('shows a meal of foods with the totals of the items the phone priced', async () => {
    setOnline(false);
    const item = {
      id: 'i1',
      food_id: 'f1',
      name: 'Huevo',
      quantity: 2,
      portion: { id: 'unidad' as const, label: 'unidad', grams: 50 },
      grams: 100,
      calories: 143,
      protein: 12.6,
      carbs: 0.7,
      fat: 9.5,
    };
    const shown = await createMealLog({
      log: {
        date: '2026-11-20',
        meal_type: 'breakfast',
        items: [{ food_id: 'f1', portion_id: 'unidad', quantity: 2 }],
      },
      items: [item, { ...item, id: 'i2' }],
    });
    expect(shown).toMatchObject({ calories: 286, protein: 25.2, description: 'Huevo, Huevo' });
    expect(shown.items).toHaveLength(2);
  });

  it('is not queued when the server refuses it: the screen shows its message', async () => {
    stubFetch({ status: 400, body: { message: 'El peso debe estar entre 30 y 300 kg' } });
    await expect(
      postOrQueue({ kind: 'weight', path: '/logs/weight', body: {}, date: '2026-11-20', shown: () => ({}) }),
    ).rejects.toMatchObject({ status: 400, message: 'El peso debe estar entre 30 y 300 kg' });
    expect(stored.size).toBe(0);
  });

  it('is not queued for nobody: signed out, the network error is the answer', async () => {
    useAuthStore.setState({ token: null, user: null, isAuthenticated: false });
    stubFetch('network');
    await expect(createMealLog({ log: typedMeal })).rejects.toMatchObject({ status: 0 });
    expect(stored.size).toBe(0);
  });
});

describe('syncing the queue', () => {
  async function queue(count: number) {
    setOnline(false);
    for (let i = 0; i < count; i++) await createMealLog({ log: { ...typedMeal, calories: 100 + i } });
    setOnline(true);
    return [...stored.values()].sort((a, b) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key));
  }

  it('sends the writes oldest first, each with its own key, and empties the queue', async () => {
    const writes = await queue(2);
    const fetchMock = stubFetch({ status: 201 }, { status: 201 });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await syncOutbox(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([sentKey(fetchMock, 0), sentKey(fetchMock, 1)]).toEqual(writes.map((w) => w.key));
    expect(stored.size).toBe(0);
    expect(useOutboxStore.getState()).toMatchObject({ writes: [], syncing: false, synced: 2 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['summaries'] });
  });

  it('stops at the first one without an answer and keeps it and the rest for later', async () => {
    await queue(2);
    stubFetch({ status: 201 }, 'network');
    await syncOutbox(new QueryClient());
    expect(stored.size).toBe(1);
    expect(useOutboxStore.getState().synced).toBe(1);
  });

  it('keeps them when the server fails, the session is gone, or the same key is still being handled', async () => {
    await queue(1);
    for (const answer of [
      { status: 503 },
      { status: 401 },
      { status: 409, body: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'en curso' } },
    ]) {
      stubFetch(answer);
      await syncOutbox(new QueryClient());
      expect(stored.size).toBe(1);
      if (answer.status === 401) useAuthStore.getState().signIn(tokenFor('u1'));
    }
  });

  it('waits as long as a 429 says (Retry-After), sends nothing before, then sends the rest by itself (issue 31)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const writes = await queue(3);
      const slowDown = {
        status: 429,
        body: { message: 'Demasiadas solicitudes seguidas. Espera un momento e intenta de nuevo.' },
        headers: { 'Retry-After': '20' },
      };
      const fetchMock = stubFetch({ status: 201 }, slowDown, { status: 201 }, { status: 201 });
      await syncOutbox(new QueryClient());
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(stored.size).toBe(2);
      // Any occasion to sync before the 20 s (back online, the 30 s timer, a new screen) sends nothing.
      await vi.advanceTimersByTimeAsync(19_000);
      await syncOutbox(new QueryClient());
      expect(fetchMock).toHaveBeenCalledTimes(2);
      // At 20 s the planned sync sends the two left, the refused one again under its own key.
      await vi.advanceTimersByTimeAsync(1_100);
      await vi.waitFor(() => expect(stored.size).toBe(0));
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(sentKey(fetchMock, 2)).toBe(writes[1]!.key);
      expect(useOutboxStore.getState().refused).toEqual([]);
    } finally {
      resetSyncWait();
      vi.useRealTimers();
    }
  });

  it('drops one the server refuses and says why', async () => {
    await queue(1);
    stubFetch({ status: 400, body: { message: 'La fecha no puede ser futura' } });
    await syncOutbox(new QueryClient());
    expect(stored.size).toBe(0);
    expect(useOutboxStore.getState().refused).toEqual(['La fecha no puede ser futura']);
  });

  it('sends only the signed-in user’s writes', async () => {
    await queue(1);
    useAuthStore.getState().signIn(tokenFor('u2'));
    const fetchMock = stubFetch();
    await syncOutbox(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored.size).toBe(1);
  });

  it('sends nothing twice when two syncs start together', async () => {
    await queue(1);
    const fetchMock = stubFetch({ status: 201 });
    const queryClient = new QueryClient();
    await Promise.all([syncOutbox(queryClient), syncOutbox(queryClient)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('survives a reload: the queue is read back from storage', async () => {
    await queue(2);
    useOutboxStore.setState({ writes: [] });
    await loadOutbox();
    expect(useOutboxStore.getState().writes).toHaveLength(2);
  });
});

describe('the day shown while writes wait', () => {
  const day: DailySummary = {
    summary: {
      consumed: { calories: 500, protein: 20, fat: 10, carbs: 60 },
      ideal: { calories: 2000, protein: 100, fat: 60, carbs: 250 },
    },
    weight: 70,
    logs: [],
    training: [],
  };

  it('adds that day’s waiting meal, workout and weight, and only the signed-in user’s', async () => {
    setOnline(false);
    await createMealLog({ log: typedMeal });
    await postOrQueue({
      kind: 'weight',
      path: '/logs/weight',
      body: { date: '2026-11-20', weight: 69.4 },
      date: '2026-11-20',
      shown: () => ({ date: '2026-11-20', weight: 69.4 }),
    });
    const shown = withWaitingWrites(day, '2026-11-20');
    expect(shown.logs).toHaveLength(1);
    expect(shown.summary.consumed.calories).toBe(650);
    expect(shown.weight).toBe(69.4);
    expect(withWaitingWrites(day, '2026-11-21')).toBe(day);
    useAuthStore.getState().signIn(tokenFor('u2'));
    expect(withWaitingWrites(day, '2026-11-20')).toBe(day);
  });
});

describe('the sync banner', () => {
  it('says what is happening, in Spanish', () => {
    const base = { online: true, waiting: 0, syncing: false, synced: 0 };
    expect(syncMessage(base)).toBeNull();
    expect(syncMessage({ ...base, online: false })).toBe('Sin conexión: lo que registres se guardará en este teléfono');
    expect(syncMessage({ ...base, online: false, waiting: 1 })).toBe(
      'Sin conexión: 1 registro pendiente de sincronizar',
    );
    expect(syncMessage({ ...base, online: false, waiting: 3 })).toBe(
      'Sin conexión: 3 registros pendientes de sincronizar',
    );
    expect(syncMessage({ ...base, waiting: 2, syncing: true })).toBe('Sincronizando 2 registros…');
    expect(syncMessage({ ...base, waiting: 2 })).toBe('2 registros sin sincronizar');
    expect(syncMessage({ ...base, synced: 1 })).toBe('Listo: 1 registro sincronizado');
    expect(syncMessage({ ...base, synced: 4 })).toBe('Listo: 4 registros sincronizados');
  });
});
