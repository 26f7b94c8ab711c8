/**
 * The writes made without a network, waiting to be sent (issue 17, docs/offline.md): kept in
 * IndexedDB so a reload or a closed tab does not lose them, and mirrored in a store the screens
 * read (the 'Pendiente' marks, the sync banner). Each keeps the Idempotency-Key its first try
 * carried, so however many times it is sent, the server writes it once.
 */
import { createStore, del, set, values } from 'idb-keyval';
import { create } from 'zustand';

export type QueuedKind = 'meal' | 'exercise' | 'weight';

export type QueuedWrite = {
  /** The Idempotency-Key, and the key of the entry. */
  key: string;
  /** The signed-in user who made it: only their session sends it or shows it. */
  owner: string;
  kind: QueuedKind;
  path: string;
  body: unknown;
  /** The day it belongs to, and what the screens show for it until it is sent (the answer's shape). */
  date: string;
  shown: unknown;
  queuedAt: number;
};

/** Where the entries live; an in-memory one in unit tests (jsdom has no IndexedDB). */
export type OutboxStorage = {
  all: () => Promise<QueuedWrite[]>;
  put: (write: QueuedWrite) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

function indexedDbStorage(): OutboxStorage {
  let store: ReturnType<typeof createStore> | null = null;
  // Opened on first use: the database is not created for someone who never writes offline.
  const db = () => (store ??= createStore('nutricoach-outbox', 'writes'));
  return {
    all: () => values<QueuedWrite>(db()),
    put: (write) => set(write.key, write, db()),
    remove: (key) => del(key, db()),
  };
}

let storage: OutboxStorage | null = null;
const currentStorage = () => (storage ??= indexedDbStorage());

/** Unit tests swap the storage. */
export function useOutboxStorage(next: OutboxStorage) {
  storage = next;
}

type OutboxState = {
  /** Every waiting write on this device, oldest first. */
  writes: QueuedWrite[];
  syncing: boolean;
  /** How many were sent in the last sync that sent any, until the banner is dismissed. */
  synced: number;
  /** The server refused these when they were sent (Spanish messages, for the banner). */
  refused: string[];
};

export const useOutboxStore = create<OutboxState>(() => ({ writes: [], syncing: false, synced: 0, refused: [] }));

const byAge = (a: QueuedWrite, b: QueuedWrite) =>
  a.queuedAt - b.queuedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Reads the device's waiting writes into the store (at start; IndexedDB is the truth). */
export async function loadOutbox(): Promise<QueuedWrite[]> {
  const writes = (await currentStorage().all()).sort(byAge);
  useOutboxStore.setState({ writes });
  return writes;
}

let loaded: Promise<unknown> | null = null;

/** The device's waiting writes, read once from IndexedDB; the daily summary waits for it. */
export function outboxLoaded(): Promise<unknown> {
  loaded ??= loadOutbox().catch(() => []);
  return loaded;
}

export async function enqueue(write: QueuedWrite): Promise<void> {
  await currentStorage().put(write);
  useOutboxStore.setState((s) => ({ writes: [...s.writes.filter((w) => w.key !== write.key), write].sort(byAge) }));
}

export async function dequeue(key: string): Promise<void> {
  await currentStorage().remove(key);
  useOutboxStore.setState((s) => ({ writes: s.writes.filter((w) => w.key !== key) }));
}

/**
 * 'Cerrar sesión' with writes still waiting, confirmed: that user's are dropped. A session that
 * ends by itself (expired, a 401) keeps them, to be sent when the same user signs in again.
 */
export async function discardWritesOf(owner: string): Promise<void> {
  for (const write of useOutboxStore.getState().writes.filter((w) => w.owner === owner)) await dequeue(write.key);
  useOutboxStore.setState({ synced: 0, refused: [] });
}

/**
 * The waiting writes of one user. Another person signing in on the phone neither sees nor sends
 * them (they stay on the device until their owner signs in again or discards them at sign-out).
 */
export const writesOf = (writes: readonly QueuedWrite[], owner: string | undefined) =>
  owner ? writes.filter((w) => w.owner === owner) : [];

/** The id a waiting log shows under until the server gives it one; the lists mark it 'Pendiente'. */
export const PENDING_ID_PREFIX = 'pendiente-';
export const isPendingId = (id: string) => id.startsWith(PENDING_ID_PREFIX);
