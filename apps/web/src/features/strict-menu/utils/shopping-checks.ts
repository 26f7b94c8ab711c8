/**
 * The ticks of the shopping list, kept on this device for one week: a key per user and week, so a
 * new week starts clean and someone else on the same phone has their own. Older weeks are dropped.
 */
const PREFIX = 'strict-shopping:';

function storageKey(userId: string, weekStart: string) {
  return `${PREFIX}${userId}:${weekStart}`;
}

export function readShoppingChecks(userId: string, weekStart: string): Set<string> {
  try {
    const raw = localStorage.getItem(storageKey(userId, weekStart));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeShoppingChecks(userId: string, weekStart: string, checked: ReadonlySet<string>): void {
  try {
    const key = storageKey(userId, weekStart);
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const other = localStorage.key(i);
      if (other?.startsWith(`${PREFIX}${userId}:`) && other !== key) localStorage.removeItem(other);
    }
    if (checked.size === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify([...checked]));
  } catch {
    // Private mode or a full storage: the ticks just do not survive a reload.
  }
}
