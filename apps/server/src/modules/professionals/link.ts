/**
 * The professional's profile and invites, and the client's consent and its end (issue 33,
 * docs/professionals.md).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_DAYS,
  type ProfessionalBody,
} from '@nutricoach/core/contract/professionals';
import type { Db } from '../../db/client.ts';
import { professionalInvites, professionalLinks, professionals } from '../../db/schema.ts';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

export const NO_PROFILE = 'Aún no tienes perfil profesional.';
export const CLIENT_NOT_FOUND = 'Cliente no encontrado.';
export const NO_PROFESSIONAL = 'No compartes tu diario con un nutricionista.';
const CODE_NOT_FOUND = 'Este código no existe.';
const CODE_GONE = 'Este código ya se usó o venció. Pide uno nuevo a tu nutricionista.';
const ALREADY_LINKED = 'Ya compartes tu diario con un nutricionista. Deja de compartir primero.';
const OWN_CODE = 'No puedes ser tu propio nutricionista.';
/** How long a used invite stays in the professional's list. */
const USED_SHOWN_DAYS = 30;

const gone = () => new AppError(410, CODE_GONE, 'INVITE_GONE');
const iso = (d: Date) => d.toISOString();

type ProfessionalRow = typeof professionals.$inferSelect;

export const toProfessional = (p: ProfessionalRow) => ({
  id: p.id,
  name: p.name,
  license_number: p.licenseNumber,
  country: p.country,
  created_at: iso(p.createdAt),
});

export async function professionalOf(db: Db, userId: string): Promise<ProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.userId, userId));
  return row;
}

export async function getProfile(db: Db, userId: string) {
  const row = await professionalOf(db, userId);
  if (!row) throw notFound(NO_PROFILE, 'NO_PROFESSIONAL_PROFILE');
  return { professional: toProfessional(row) };
}

const profileValues = (body: ProfessionalBody) => ({
  name: body.name,
  licenseNumber: body.license_number ?? null,
  country: body.country,
});

export async function createProfile(db: Db, userId: string, body: ProfessionalBody) {
  try {
    const [row] = await db
      .insert(professionals)
      .values({ userId, ...profileValues(body) })
      .returning();
    return { professional: toProfessional(row!) };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Ya tienes un perfil profesional.', 'PROFESSIONAL_EXISTS');
    throw err;
  }
}

export async function updateProfile(db: Db, userId: string, body: ProfessionalBody) {
  const [row] = await db
    .update(professionals)
    .set({ ...profileValues(body), updatedAt: new Date() })
    .where(eq(professionals.userId, userId))
    .returning();
  if (!row) throw notFound(NO_PROFILE, 'NO_PROFESSIONAL_PROFILE');
  return { professional: toProfessional(row) };
}

const newCode = () =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join(
    '',
  );

const inviteUrl = (publicUrl: string, code: string) => `${publicUrl}/nutricionista/${code}`;

async function requireProfile(db: Db, userId: string) {
  const pro = await professionalOf(db, userId);
  if (!pro) throw new AppError(403, 'Primero crea tu perfil profesional.', 'NO_PROFESSIONAL_PROFILE');
  return pro;
}

export async function createInvite(db: Db, userId: string, publicUrl: string) {
  const pro = await requireProfile(db, userId);
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const code = newCode();
      await db.insert(professionalInvites).values({ code, professionalId: pro.id, expiresAt });
      return { invite: { code, url: inviteUrl(publicUrl, code), expires_at: iso(expiresAt) } };
    } catch (err) {
      // A code already drawn (32^8 codes: rare): draw again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not draw a free invite code');
}

/** Pending invites and those used in the last 30 days, newest first. */
export async function listInvites(db: Db, userId: string, publicUrl: string) {
  const pro = await requireProfile(db, userId);
  const rows = await db
    .select()
    .from(professionalInvites)
    .where(
      and(
        eq(professionalInvites.professionalId, pro.id),
        or(
          and(isNull(professionalInvites.usedAt), gt(professionalInvites.expiresAt, sql`now()`)),
          gt(professionalInvites.usedAt, sql`now() - make_interval(days => ${USED_SHOWN_DAYS})`),
        ),
      ),
    )
    .orderBy(desc(professionalInvites.createdAt))
    .limit(100);
  return {
    invites: rows.map((r) => ({
      code: r.code,
      url: inviteUrl(publicUrl, r.code),
      expires_at: iso(r.expiresAt),
      used_at: r.usedAt ? iso(r.usedAt) : null,
    })),
  };
}

const normalCode = (code: string) => code.trim().toUpperCase();

async function inviteWithProfessional(db: Db, code: string) {
  const [row] = await db
    .select({ invite: professionalInvites, professional: professionals })
    .from(professionalInvites)
    .innerJoin(professionals, eq(professionals.id, professionalInvites.professionalId))
    .where(eq(professionalInvites.code, normalCode(code)));
  if (!row) throw notFound(CODE_NOT_FOUND, 'INVITE_NOT_FOUND');
  if (row.invite.usedAt || row.invite.expiresAt.getTime() <= Date.now()) throw gone();
  return row;
}

/** What the consent screen shows before the person accepts: who is asking, and until when. */
export async function previewInvite(db: Db, code: string) {
  const { invite, professional } = await inviteWithProfessional(db, code);
  return {
    invite: {
      professional: {
        name: professional.name,
        license_number: professional.licenseNumber,
        country: professional.country,
      },
      expires_at: iso(invite.expiresAt),
    },
  };
}

/**
 * The client accepts: the invite is spent and the link made in one transaction (the invite's
 * `used_at is null` in the update makes it single-use even for two requests at once; the partial
 * unique index makes one active professional per client).
 */
export async function acceptInvite(db: Db, userId: string, code: string) {
  const { professional } = await inviteWithProfessional(db, code);
  if (professional.userId === userId) throw badRequest(OWN_CODE, 'OWN_INVITE_CODE');
  if (await activeLinkOf(db, userId)) throw conflict(ALREADY_LINKED, 'ALREADY_LINKED');
  try {
    const link = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(professionalInvites)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(professionalInvites.code, normalCode(code)),
            isNull(professionalInvites.usedAt),
            gt(professionalInvites.expiresAt, sql`now()`),
          ),
        )
        .returning({ code: professionalInvites.code });
      if (!spent) throw gone();
      const [row] = await tx
        .insert(professionalLinks)
        .values({ professionalId: professional.id, clientId: userId, inviteCode: spent.code })
        .returning();
      return row!;
    });
    return {
      professional: { name: professional.name, license_number: professional.licenseNumber, since: iso(link.startedAt) },
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_LINKED, 'ALREADY_LINKED');
    throw err;
  }
}

export async function activeLinkOf(db: Db, clientId: string) {
  const [row] = await db
    .select({ link: professionalLinks, professional: professionals })
    .from(professionalLinks)
    .innerJoin(professionals, eq(professionals.id, professionalLinks.professionalId))
    .where(and(eq(professionalLinks.clientId, clientId), isNull(professionalLinks.endedAt)));
  return row;
}

export async function myProfessional(db: Db, clientId: string) {
  const row = await activeLinkOf(db, clientId);
  return {
    professional: row
      ? {
          name: row.professional.name,
          license_number: row.professional.licenseNumber,
          since: iso(row.link.startedAt),
        }
      : null,
  };
}

/** 'Dejar de compartir': ends the link at once; from then on every professional read of this client is a 404. */
export async function endLink(db: Db, clientId: string) {
  const [row] = await db
    .update(professionalLinks)
    .set({ endedAt: new Date() })
    .where(and(eq(professionalLinks.clientId, clientId), isNull(professionalLinks.endedAt)))
    .returning({ id: professionalLinks.id });
  if (!row) throw notFound(NO_PROFESSIONAL, 'NO_PROFESSIONAL');
}
