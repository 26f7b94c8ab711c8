/**
 * The installable app's state the screens read (issue 17): a new version is waiting
 * ('Hay una nueva versión: Actualizar'), and how to switch to it. Written by register.ts.
 */
import { create } from 'zustand';

type UpdateState = {
  /** A new build's service worker is installed and waiting for the user's go-ahead. */
  waiting: boolean;
  /** Activates the waiting version and reloads the page on it. */
  update: () => void;
};

export const useAppUpdate = create<UpdateState>(() => ({ waiting: false, update: () => {} }));

/** Called by the service worker's registration when a new version waits. */
export function announceUpdate(update: () => Promise<void>) {
  useAppUpdate.setState({ waiting: true, update: () => void update() });
}
