/** How the server sends a text (SMS / WhatsApp) to a phone; the adapter is chosen by config. */
export type OutgoingMessage = {
  to: string; // E.164
  text: string;
  /** The sign-in code the message carries, if any (kept for the dev outbox). */
  code?: string;
};

export interface MessagingProvider {
  readonly name: string;
  /** Resolves once the provider has taken the message; rejects with a MessagingError when it has not. */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * A message the provider did not take. `rejected`: it answered with an error (`providerCode` is
 * its own code, e.g. Twilio's 20003); `unavailable`: it did not answer in time or could not be
 * reached. The message never holds the text sent (it may carry a sign-in code).
 */
export class MessagingError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    readonly details: { status?: number; providerCode?: number | string } = {},
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}
