/**
 * Twilio's inbound webhooks (issue 16): the X-Twilio-Signature check as Twilio documents it
 * ("Webhooks security"), and which media URLs are Twilio's own.
 *
 * The signature is base64(HMAC-SHA1(auth token, url + each POST parameter's name and value)),
 * the parameters sorted by name, `url` the full URL Twilio called (query string included).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Twilio's signature of a request to `url` with these form parameters. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
): string {
  // By name, then value: Twilio never repeats a name, and the order stays defined if a caller does.
  const sorted = [...params].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The URL as given, and with its default port dropped or added: Twilio may sign either, depending
 * on how the webhook URL was written in the console (its own SDK checks both the same way).
 */
function urlVariants(url: string): string[] {
  const match = /^(https?):\/\/([^/?#:@]+)(:\d+)?(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme, host, port, rest] = match;
  const standard = scheme!.toLowerCase() === 'https' ? ':443' : ':80';
  if (port === undefined) return [url, `${scheme}://${host}${standard}${rest}`];
  if (port === standard) return [url, `${scheme}://${host}${rest}`];
  return [url];
}

/** True only for the exact signature of one of urlVariants, compared in constant time. */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
  header: string | undefined,
): boolean {
  if (!header || !authToken) return false;
  const given = Buffer.from(header);
  let valid = false;
  for (const variant of urlVariants(url)) {
    const expected = Buffer.from(twilioSignature(authToken, variant, params));
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
  }
  return valid;
}

/**
 * A media URL of one of our account's messages:
 * https://api.twilio.com/2010-04-01/Accounts/<our AC sid>/Messages/MM…/Media/ME…. Anything else
 * (another host, another account, a path with tricks) is not a photo we keep; the server never
 * fetches it either way.
 */
export function isTwilioMediaUrl(url: string, accountSid: string): boolean {
  if (url.length > 300) return false;
  const match =
    /^https:\/\/api\.twilio\.com\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\/MM[0-9a-f]{32}\/Media\/ME[0-9a-f]{32}$/i.exec(
      url,
    );
  return match !== null && match[1]!.toLowerCase() === accountSid.toLowerCase();
}
