import type { ReminderKind } from '@nutricoach/core/rules/reminders-due';

/** What an approved WhatsApp template is kept for: each reminder, and the professional's notices. */
export type TemplateKind = ReminderKind | 'professional_comment' | 'professional_message';

/** WhatsApp's customer-service window: free-form text only this long after the user last wrote. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How the server sends a text (SMS / WhatsApp) to a phone; the adapter is chosen by config. */
export type OutgoingMessage = {
  to: string; // E.164
  text: string;
  /** The sign-in code the message carries, if any (kept for the dev outbox). */
  code?: string;
  /**
   * A reminder or a professional's notice, for WhatsApp's rules (issue 16): free-form text only
   * inside the 24-hour window the user opened by writing to the coach; outside it the kind's
   * approved template with these variables ({"1": first name, …}), or SMS, or not at all.
   */
  template?: { kind: TemplateKind; windowOpen: boolean; variables: Record<string, string> };
};

export interface MessagingProvider {
  readonly name: string;
  /** Resolves once the provider has taken the message; rejects with a MessagingError when it has not. */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * A message the provider did not take. `rejected`: it answered with an error (`providerCode` is
 * its own code, e.g. Twilio's 20003); `unavailable`: it did not answer in time or could not be
 * reached; `not_allowed`: the channel's rules forbid it (WhatsApp outside the 24-hour window with
 * no template or SMS sender), so it was not even tried. The message never holds the text sent (it
 * may carry a sign-in code).
 */
export class MessagingError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable' | 'not_allowed',
    message: string,
    readonly details: { status?: number; providerCode?: number | string } = {},
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}
