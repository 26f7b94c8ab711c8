/** How the server sends a text (SMS / WhatsApp) to a phone; the adapter is chosen by config. */
export type OutgoingMessage = {
  to: string; // E.164
  text: string;
  /** The sign-in code the message carries, if any (kept for the dev outbox). */
  code?: string;
};

export interface MessagingProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
