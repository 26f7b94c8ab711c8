/**
 * The tour's marks, per user so a shared phone shows it to each person: "done" in local storage (for
 * good), "closed for this visit" in session storage (gone when the tab or app is closed).
 */
const PREFIX = 'nutricoach:tour-completed';
const CLOSED_PREFIX = 'nutricoach:tour-closed';

const keyFor = (userId: string | undefined, prefix = PREFIX) => (userId ? `${prefix}:${userId}` : prefix);

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

export function isTourClosedThisVisit(userId: string | undefined): boolean {
  try {
    return sessionStorage.getItem(keyFor(userId, CLOSED_PREFIX)) === 'true';
  } catch {
    return false;
  }
}

export function markTourClosedThisVisit(userId: string | undefined): void {
  try {
    sessionStorage.setItem(keyFor(userId, CLOSED_PREFIX), 'true');
  } catch {
    // No session storage: it shows again on this screen's next load.
  }
}
