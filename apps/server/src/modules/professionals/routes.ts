/**
 * The nutritionist (issue 33, docs/professionals.md). Registered behind a session but not behind
 * the plan: a professional needs no subscription of their own, and a client can always stop
 * sharing (as they can always export or delete their data).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dateQuery,
  dailySummaryResponse,
  weeklySummaryResponse,
  weightMeasurementsResponse,
} from '@nutricoach/core/contract/summaries';
import {
  clientIdParams,
  commentBody,
  commentCreated,
  commentsQuery,
  commentsResponse,
  messageBody,
  messageCreated,
  messagesResponse,
  notesBody,
  notesResponse,
  proClientResponse,
  proClientsResponse,
  proDayLogsResponse,
  targetsBody,
  targetsResponse,
  targetsSetResponse,
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
import { todayOf } from '../../lib/today.ts';
import { readerDailySummary, readerWeeklySummary, readerWeightHistory } from '../summaries/service.ts';
import {
  addComment,
  backToAppTargets,
  clientDayLogs,
  clientProfile,
  clientSendMessage,
  myComments,
  myMessages,
  myTargets,
  orNotFound,
  proComments,
  proMessages,
  proNotes,
  proSendMessage,
  proTargets,
  readerOf,
  saveNotes,
  setTargets,
} from './clients.ts';
import { listClients } from './list.ts';
import { noticeComment, noticeMessageToClient, noticeMessageToProfessional, type Notices } from './notices.ts';

export type ProfessionalsDeps = { db: Db; config: Config; messaging: MessagingProvider };

/** Where the app is reached: links in invites and notices. */
export const publicUrlOf = (config: Config, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

export const professionalsRoutes: FastifyPluginAsyncZod<ProfessionalsDeps> = async (app, { db, config, messaging }) => {
  const notices = (req: FastifyRequest): Notices => ({
    db,
    messaging,
    log: req.log,
    publicUrl: publicUrlOf(config, req),
  });
  const ref = (req: FastifyRequest<{ Params: { id: string } }>) => ({
    proUserId: req.user.id,
    clientId: req.params.id,
  });
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

  // What the professional reads of a client: 404 'Cliente no encontrado.' unless an active link,
  // checked in the statement that reads (clients.ts, summaries/reader.ts).
  app.get('/pro/clients', { schema: { response: { 200: proClientsResponse } } }, (req) => listClients(db, req.user.id));
  app.get('/pro/clients/:id', { schema: { params: clientIdParams, response: { 200: proClientResponse } } }, (req) =>
    clientProfile(db, ref(req)),
  );
  app.get(
    '/pro/clients/:id/summaries/daily',
    { schema: { params: clientIdParams, querystring: dateQuery, response: { 200: dailySummaryResponse } } },
    async (req) =>
      orNotFound(await readerDailySummary(db, readerOf(ref(req)), req.query.date ?? todayOf(req.timeZone))),
  );
  app.get(
    '/pro/clients/:id/summaries/weekly',
    { schema: { params: clientIdParams, querystring: dateQuery, response: { 200: weeklySummaryResponse } } },
    async (req) =>
      orNotFound(await readerWeeklySummary(db, readerOf(ref(req)), req.query.date ?? todayOf(req.timeZone))),
  );
  app.get(
    '/pro/clients/:id/summaries/weight-measurement',
    { schema: { params: clientIdParams, response: { 200: weightMeasurementsResponse } } },
    async (req) => orNotFound(await readerWeightHistory(db, readerOf(ref(req)))),
  );
  app.get(
    '/pro/clients/:id/logs',
    { schema: { params: clientIdParams, querystring: dateQuery, response: { 200: proDayLogsResponse } } },
    (req) => clientDayLogs(db, ref(req), req.query.date ?? todayOf(req.timeZone)),
  );

  // Comments.
  app.post(
    '/pro/clients/:id/comments',
    { schema: { params: clientIdParams, body: commentBody, response: { 201: commentCreated } } },
    async (req, reply) => {
      const { comment, clientId } = await addComment(db, ref(req), req.body);
      await noticeComment(notices(req), clientId, comment.author_name, comment.date);
      return reply.status(201).send({ comment });
    },
  );
  app.get(
    '/pro/clients/:id/comments',
    { schema: { params: clientIdParams, querystring: commentsQuery, response: { 200: commentsResponse } } },
    (req) => proComments(db, ref(req), req.query.date),
  );
  app.get('/user/comments', { schema: { querystring: commentsQuery, response: { 200: commentsResponse } } }, (req) =>
    myComments(db, req.user.id, req.query.date),
  );

  // Messages, both ways.
  app.get(
    '/pro/clients/:id/messages',
    { schema: { params: clientIdParams, response: { 200: messagesResponse } } },
    (req) => proMessages(db, ref(req)),
  );
  app.post(
    '/pro/clients/:id/messages',
    { schema: { params: clientIdParams, body: messageBody, response: { 201: messageCreated } } },
    async (req, reply) => {
      const { message, recipient } = await proSendMessage(db, ref(req), req.body.text);
      await noticeMessageToClient(notices(req), recipient.phone, recipient.professional_name);
      return reply.status(201).send({ message });
    },
  );
  app.get('/user/professional/messages', { schema: { response: { 200: messagesResponse } } }, (req) =>
    myMessages(db, req.user.id),
  );
  app.post(
    '/user/professional/messages',
    { schema: { body: messageBody, response: { 201: messageCreated } } },
    async (req, reply) => {
      const { message, recipient } = await clientSendMessage(db, req.user.id, req.body.text);
      await noticeMessageToProfessional(notices(req), recipient.phone, recipient.client_name, recipient.client_id);
      return reply.status(201).send({ message });
    },
  );

  // Targets.
  app.put(
    '/pro/clients/:id/targets',
    { schema: { params: clientIdParams, body: targetsBody, response: { 200: targetsSetResponse } } },
    (req) => setTargets(db, ref(req), req.body),
  );
  app.get(
    '/pro/clients/:id/targets',
    { schema: { params: clientIdParams, response: { 200: targetsResponse } } },
    (req) => proTargets(db, ref(req)),
  );
  app.get('/user/targets/professional', { schema: { response: { 200: targetsResponse } } }, (req) =>
    myTargets(db, req.user.id),
  );
  app.delete('/user/targets/professional', async (req, reply) => {
    await backToAppTargets(db, req.user.id, todayOf(req.timeZone));
    return reply.status(204).send();
  });

  // Private notes.
  app.get('/pro/clients/:id/notes', { schema: { params: clientIdParams, response: { 200: notesResponse } } }, (req) =>
    proNotes(db, ref(req)),
  );
  app.put(
    '/pro/clients/:id/notes',
    { schema: { params: clientIdParams, body: notesBody, response: { 200: notesResponse } } },
    (req) => saveNotes(db, ref(req), req.body.text),
  );
};
