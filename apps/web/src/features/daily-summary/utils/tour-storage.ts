/** The tour's "done" mark in local storage, per user so a shared phone shows it to each person once. */
const PREFIX = 'nutricoach:tour-completed';

const keyFor = (userId: string | undefined) => (userId ? `${PREFIX}:${userId}` : PREFIX);

export function isTourDoneLocally(userId: string | undefined): boolean {
  try {
    return localStorage.getItem(keyFor(userId)) === 'true';
  } catch {
    return false;
  }
}

export function markTourDoneLocally(userId: string | undefined): void {
  try {
    localStorage.setItem(keyFor(userId), 'true');
  } catch {
    // Private mode or a full storage: the server's mark is enough.
  }
}
