import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResponse } from '@nutricoach/core/contract/logs';
import {
  favoriteBody,
  favoriteCreated,
  favoriteIdParams,
  favoritesResponse,
} from '@nutricoach/core/contract/meal-shortcuts';
import type { Db } from '../../db/client.ts';
import { addFavorite, listFavorites, removeFavorite } from './service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/favorites', { schema: { response: { 200: favoritesResponse } } }, (req) => listFavorites(db, req.user.id));
  app.post(
    '/favorites',
    { schema: { body: favoriteBody, response: { 200: favoriteCreated, 201: favoriteCreated } } },
    async (req, reply) => {
      const { created, favorite } = await addFavorite(db, req.user.id, req.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );
  app.delete('/favorites/:id', { schema: { params: favoriteIdParams, response: { 200: deletedResponse } } }, (req) =>
    removeFavorite(db, req.user.id, req.params.id),
  );
};
