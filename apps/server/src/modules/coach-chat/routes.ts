/**
 * Twilio's inbound WhatsApp (or SMS) webhook: POST /api/messaging/twilio/inbound (issue 16). Only
 * a request signed with our auth token is read; the coach's answer goes back as TwiML.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isTwilioMediaUrl, isValidTwilioSignature } from '../../providers/messaging/twilio-webhook.ts';
import { handleChatMessage } from './service.ts';

/** Twilio's form is a few hundred bytes; WhatsApp's longest text is 4,096 characters. */
export const INBOUND_BODY_LIMIT = 32 * 1024;
const MAX_MEDIA = 10;

const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/i;

/** The answer Twilio reads: one message, or nothing. */
export function twiml(text: string | null): string {
  const escaped = text?.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped === undefined ? '' : `<Message>${escaped}</Message>`}</Response>`;
}

/** Where users reach the app: PUBLIC_URL, else the request's own origin. */
export const appUrlOf = (config: Config, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

export const coachChatRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The form's pairs as sent, in order: the signature covers each of them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT },
    (_request, body, done) => done(null, [...new URLSearchParams(body as string)]),
  );

  app.post('/messaging/twilio/inbound', { bodyLimit: INBOUND_BODY_LIMIT }, async (request, reply) => {
    const pairs = request.body;
    if (!Array.isArray(pairs))
      throw new AppError(415, 'Este webhook solo acepta el formulario firmado de Twilio', 'UNSUPPORTED_MEDIA_TYPE');
    const twilio = config.twilio;
    const url = `${appUrlOf(config, request)}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    if (
      !twilio ||
      typeof signature !== 'string' ||
      !isValidTwilioSignature(twilio.authToken, url, pairs as [string, string][], signature)
    )
      throw new AppError(403, 'Firma de Twilio no válida', 'BAD_SIGNATURE');

    const form = new Map<string, string>();
    for (const [name, value] of pairs as [string, string][]) {
      if (form.has(name)) throw new AppError(400, `Parámetro repetido: ${name.slice(0, 40)}`, 'BAD_REQUEST');
      form.set(name, value);
    }
    const messageSid = form.get('MessageSid') ?? form.get('SmsMessageSid') ?? '';
    const from = (form.get('From') ?? '').replace(/^whatsapp:/, '');
    if (!MESSAGE_SID.test(messageSid) || !E164.test(from) || form.get('AccountSid') !== twilio.accountSid)
      throw new AppError(400, 'El mensaje de Twilio no trae un remitente o un identificador válido', 'BAD_REQUEST');

    const answer = await handleChatMessage(db, {
      messageSid,
      from,
      body: (form.get('Body') ?? '').trim(),
      imageUrl: firstImage(form, twilio.accountSid),
      appUrl: appUrlOf(config, request),
    });
    return reply.type('text/xml; charset=utf-8').send(twiml(answer?.text ?? null));
  });
};

/** The first image among the message's media that is one of our account's Twilio media URLs. */
function firstImage(form: Map<string, string>, accountSid: string): string | null {
  const count = Math.min(Number.parseInt(form.get('NumMedia') ?? '0', 10) || 0, MAX_MEDIA);
  for (let i = 0; i < count; i++) {
    const url = form.get(`MediaUrl${i}`) ?? '';
    const type = form.get(`MediaContentType${i}`) ?? '';
    if (type.startsWith('image/') && isTwilioMediaUrl(url, accountSid)) return url;
  }
  return null;
}
