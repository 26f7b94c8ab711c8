/**
 * The nutritionist (issue 33, docs/professionals.md). Registered behind a session but not behind
 * the plan: a professional needs no subscription of their own, and a client can always stop
 * sharing (as they can always export or delete their data).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteCodeParams,
  inviteCreated,
  invitePreview,
  invitesResponse,
  linkBody,
  linkCreated,
  myProfessionalResponse,
  professionalBody,
  professionalResponse,
} from '@nutricoach/core/contract/professionals';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessagingProvider } from '../../providers/messaging/types.ts';
import {
  acceptInvite,
  createInvite,
  createProfile,
  endLink,
  getProfile,
  listInvites,
  myProfessional,
  previewInvite,
  updateProfile,
} from './link.ts';

export type ProfessionalsDeps = { db: Db; config: Config; messaging: MessagingProvider };

/** Where the app is reached: links in invites and notices. */
export const publicUrlOf = (config: Config, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

export const professionalsRoutes: FastifyPluginAsyncZod<ProfessionalsDeps> = async (app, { db, config }) => {
  // The professional's profile and invites.
  app.get('/pro/profile', { schema: { response: { 200: professionalResponse } } }, (req) =>
    getProfile(db, req.user.id),
  );
  app.post(
    '/pro/profile',
    { schema: { body: professionalBody, response: { 201: professionalResponse } } },
    async (req, reply) => reply.status(201).send(await createProfile(db, req.user.id, req.body)),
  );
  app.put('/pro/profile', { schema: { body: professionalBody, response: { 200: professionalResponse } } }, (req) =>
    updateProfile(db, req.user.id, req.body),
  );
  app.post('/pro/invites', { schema: { response: { 201: inviteCreated } } }, async (req, reply) =>
    reply.status(201).send(await createInvite(db, req.user.id, publicUrlOf(config, req))),
  );
  app.get('/pro/invites', { schema: { response: { 200: invitesResponse } } }, (req) =>
    listInvites(db, req.user.id, publicUrlOf(config, req)),
  );

  // The client's consent and its end.
  app.get(
    '/user/professional/invite/:code',
    { schema: { params: inviteCodeParams, response: { 200: invitePreview } } },
    (req) => previewInvite(db, req.params.code),
  );
  app.post('/user/professional', { schema: { body: linkBody, response: { 201: linkCreated } } }, async (req, reply) =>
    reply.status(201).send(await acceptInvite(db, req.user.id, req.body.code)),
  );
  app.get('/user/professional', { schema: { response: { 200: myProfessionalResponse } } }, (req) =>
    myProfessional(db, req.user.id),
  );
  app.delete('/user/professional', async (req, reply) => {
    await endLink(db, req.user.id);
    return reply.status(204).send();
  });
};
