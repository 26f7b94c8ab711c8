import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logIdParam,
  ownDeletedResponse,
  ownFoodInput,
  ownFoodResponse,
  ownFoodsResponse,
  ownIdParams,
  recipeFromLogBody,
  recipeInput,
  recipeResponse,
  recipesResponse,
} from '@nutricoach/core/contract/my-foods';
import type { Db } from '../../db/client.ts';
import {
  createOwnFood,
  createRecipe,
  createRecipeFromLog,
  deleteOwnFood,
  deleteRecipe,
  getRecipe,
  listOwnFoods,
  listRecipes,
  updateOwnFood,
  updateRecipe,
} from './service.ts';

export const myFoodsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/my-foods', { schema: { response: { 200: ownFoodsResponse } } }, (req) => listOwnFoods(db, req.user.id));
  app.post('/my-foods', { schema: { body: ownFoodInput, response: { 201: ownFoodResponse } } }, async (req, reply) =>
    reply.status(201).send(await createOwnFood(db, req.user.id, req.body)),
  );
  app.put(
    '/my-foods/:id',
    { schema: { params: ownIdParams, body: ownFoodInput, response: { 200: ownFoodResponse } } },
    (req) => updateOwnFood(db, req.user.id, req.params.id, req.body),
  );
  app.delete('/my-foods/:id', { schema: { params: ownIdParams, response: { 200: ownDeletedResponse } } }, (req) =>
    deleteOwnFood(db, req.user.id, req.params.id),
  );

  app.get('/recipes', { schema: { response: { 200: recipesResponse } } }, (req) => listRecipes(db, req.user.id));
  app.post('/recipes', { schema: { body: recipeInput, response: { 201: recipeResponse } } }, async (req, reply) =>
    reply.status(201).send(await createRecipe(db, req.user.id, req.body)),
  );
  app.post(
    '/recipes/from-log/:log_id',
    { schema: { params: logIdParam, body: recipeFromLogBody, response: { 201: recipeResponse } } },
    async (req, reply) =>
      reply.status(201).send(await createRecipeFromLog(db, req.user.id, req.params.log_id, req.body)),
  );
  app.get('/recipes/:id', { schema: { params: ownIdParams, response: { 200: recipeResponse } } }, (req) =>
    getRecipe(db, req.user.id, req.params.id),
  );
  app.put(
    '/recipes/:id',
    { schema: { params: ownIdParams, body: recipeInput, response: { 200: recipeResponse } } },
    (req) => updateRecipe(db, req.user.id, req.params.id, req.body),
  );
  app.delete('/recipes/:id', { schema: { params: ownIdParams, response: { 200: ownDeletedResponse } } }, (req) =>
    deleteRecipe(db, req.user.id, req.params.id),
  );
};
