/**
 * Twilio's Programmable Messaging over its REST API (fetch, no SDK): one POST per text, on SMS or
 * WhatsApp. A send that Twilio refuses, that it does not answer within the timeout, or that cannot
 * reach it rejects with a MessagingError and is logged with Twilio's error code; the text (it may
 * hold a sign-in code) and the auth token are never logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TwilioConfig } from '../../config.ts';
import { MessagingError, type MessagingProvider, type OutgoingMessage } from './types.ts';

/** The body of a Twilio error answer (2010-04-01 API). */
type TwilioErrorBody = { code?: unknown; message?: unknown; more_info?: unknown; status?: unknown };

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw err;
    return undefined; // not JSON (a proxy's HTML error page): the status says enough
  }
}

export function twilioMessaging(config: TwilioConfig, log: FastifyBaseLogger): MessagingProvider {
  const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  /**
   * The form fields of a message. On WhatsApp a reminder or a notice outside the 24-hour window goes
   * as its approved template (ContentSid + ContentVariables), else by SMS from TWILIO_FROM, else not at all.
   */
  function fields(message: OutgoingMessage): { channel: 'sms' | 'whatsapp'; form: Record<string, string> } {
    if (config.channel === 'sms')
      return { channel: 'sms', form: { To: message.to, From: config.from, Body: message.text } };
    const to = `whatsapp:${message.to}`;
    const template = message.template;
    if (!template || template.windowOpen)
      return { channel: 'whatsapp', form: { To: to, From: config.from, Body: message.text } };
    const contentSid = config.templates[template.kind];
    if (contentSid)
      return {
        channel: 'whatsapp',
        form: {
          To: to,
          From: config.from,
          ContentSid: contentSid,
          ContentVariables: JSON.stringify(template.variables),
        },
      };
    if (config.smsFrom) return { channel: 'sms', form: { To: message.to, From: config.smsFrom, Body: message.text } };
    throw new MessagingError(
      'not_allowed',
      `WhatsApp ${template.kind} message outside the 24-hour window: no TWILIO_TEMPLATE_${template.kind.toUpperCase()} and no TWILIO_FROM`,
    );
  }

  return {
    name: 'twilio',
    async send(message: OutgoingMessage) {
      let route: ReturnType<typeof fields>;
      try {
        route = fields(message);
      } catch (err) {
        log.warn({ provider: 'twilio', channel: config.channel, to: message.to }, `twilio: ${(err as Error).message}`);
        throw err;
      }
      const context = { provider: 'twilio', channel: route.channel, to: message.to };
      let res: Response;
      let body: unknown;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(route.form),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = await readJson(res);
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        const cause = err instanceof Error ? ((err.cause as { code?: string } | undefined)?.code ?? err.message) : '';
        const reason = timedOut ? `no answer within ${config.timeoutMs} ms` : `unreachable (${cause})`;
        log.error(context, `twilio: message not sent: ${reason}`);
        throw new MessagingError('unavailable', `Twilio ${reason}`);
      }
      if (!res.ok) {
        const error = (typeof body === 'object' && body !== null ? body : {}) as TwilioErrorBody;
        const twilioCode = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : undefined;
        const twilioMessage = typeof error.message === 'string' ? error.message.slice(0, 200) : '';
        log.error(
          {
            ...context,
            status: res.status,
            twilioCode,
            moreInfo: typeof error.more_info === 'string' ? error.more_info : undefined,
          },
          `twilio: message not sent: ${res.status} ${twilioCode ?? ''} ${twilioMessage}`.trimEnd(),
        );
        throw new MessagingError('rejected', `Twilio answered ${res.status} (error ${twilioCode ?? 'unknown'})`, {
          status: res.status,
          providerCode: twilioCode,
        });
      }
      const sid = (body as { sid?: unknown } | undefined)?.sid;
      log.debug({ ...context, sid }, 'twilio: message accepted');
    },
  };
}
