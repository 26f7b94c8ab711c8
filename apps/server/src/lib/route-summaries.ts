/** An answer that is not the route's JSON: a page, a file, a form's redirect. */
export type Answer = {
  /** Its media type ('text/html'), 'redirect' for a 303 with a Location, or 'none' for an answer without a body (204). */
  media: string;
  description: string;
  /** The media type's JSON Schema (a string when absent). */
  schema?: object;
  /** The answer is only this media type (the JSON swagger infers is dropped). */
  replaces?: true;
};

export type RouteDoc = {
  /** operationId: camelCase, unique, never changed once published. */
  id: string;
  summary: string;
  /** A longer Spanish description, when the summary is not enough. */
  description?: string;
  /** Its area in TAGS, when not the path's segment after /api. */
  tag?: string;
  /** Statuses of its own, beyond `commonStatuses` (lib/openapi.ts), with what they mean here. */
  errors?: Partial<Record<number, string>>;
  /** Answers that are not its zod JSON, by status. */
  answers?: Partial<Record<number, Answer>>;
  /** It never answers swagger's default 200 (a route without a zod answer that only redirects). */
  noDefault200?: true;
};

/** The areas operations are grouped by in the document, with what each holds. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Estado del servidor' },
  { name: 'app-config', description: 'Configuración pública de la app' },
  { name: 'auth', description: 'Inicio y cierre de sesión con un código por SMS o WhatsApp' },
  { name: 'account', description: 'Exportar los datos y eliminar la cuenta' },
  { name: 'user', description: 'Perfil, cuestionario inicial, objetivo, dieta y plan del usuario' },
  { name: 'preferences', description: 'Preferencias: recomendación, presupuesto, intensidad, recordatorios' },
  { name: 'food-table', description: 'Tabla de alimentos con lo que le gusta, no le gusta o le da alergia' },
  { name: 'foods', description: 'Catálogo de alimentos y su búsqueda' },
  { name: 'diet-plates', description: 'Platos de la dieta del usuario' },
  { name: 'strict-plan', description: 'Plan semanal (menú estricto) y su lista de compras' },
  { name: 'logs', description: 'Registro de comidas, entrenamientos y peso' },
  { name: 'favorites', description: 'Alimentos y comidas favoritos' },
  { name: 'my-foods', description: 'Alimentos propios del usuario' },
  { name: 'recipes', description: 'Recetas propias del usuario' },
  { name: 'summaries', description: 'Resúmenes del día, de la semana y del peso' },
  { name: 'points', description: 'Puntos, nivel de compromiso y logros' },
  { name: 'challenges', description: 'Retos' },
  { name: 'referrals', description: 'Códigos de referido y sus recompensas' },
  { name: 'payments', description: 'Planes, pagos y facturación' },
  { name: 'strava', description: 'Conexión con Strava' },
  { name: 'messaging', description: 'WhatsApp: los mensajes que Twilio entrega al coach' },
  { name: 'professionals', description: 'El nutricionista: perfil profesional, invitaciones, clientes y su diario' },
  { name: 'dev', description: 'Solo desarrollo, solo desde este equipo' },
];

/**
 * Every route as /api/openapi.json describes it (lib/openapi.ts): its operationId (stable: a
 * generated client's function name, kept when a path changes), its Spanish summary, and the
 * answers of its own beyond those its place in the app gives it (a session's 401, a plan's 402,
 * the write limit's 429, the body's 413 and 415... see `commonStatuses` in openapi.ts). Whether a
 * route needs a session comes from where app.ts registers it. One entry per route: the OpenAPI
 * test fails on a route without one, and the tests' conformance check (test-support/conformance.ts)
 * fails on an answer whose status is not listed here or there.
 */
export const ROUTE_SUMMARIES: Record<string, RouteDoc> = {
  'GET /api/health': { id: 'getHealth', summary: 'Estado del servidor y de la base de datos' },
  'GET /api/app-config': {
    id: 'getAppConfig',
    summary: 'Configuración pública de la app (número de WhatsApp del coach)',
  },
  'POST /api/auth/send-code': {
    id: 'sendCode',
    errors: {
      429: 'Demasiados códigos: espera para reenviar, o se alcanzó el límite por hora o por día del teléfono, de la red o del servicio (Retry-After cuando aplica).',
      502: 'El proveedor de SMS o WhatsApp rechazó el envío (`code` CODE_NOT_SENT).',
      503: 'El proveedor de SMS o WhatsApp no respondió (`code` CODE_NOT_SENT), o el servidor se está reiniciando.',
    },
    summary: 'Envía un código de 6 dígitos al teléfono',
  },
  'POST /api/auth/verify-code': {
    id: 'verifyCode',
    errors: {
      400: 'El código no es válido (`code` CODE_INVALID, con los intentos que quedan) o ya no sirve (`code` CODE_BURNED): pide otro.',
      429: 'Demasiados intentos desde esta red.',
    },
    summary: 'Verifica el código y abre una sesión',
  },
  'POST /api/auth/verify-temporary-token': {
    id: 'verifyTemporaryToken',
    errors: { 400: 'El enlace no es válido, venció o ya se usó (`code` TOKEN_INVALID).' },
    summary: 'Abre una sesión con un enlace de un solo uso',
  },
  'POST /api/auth/logout': { id: 'logout', summary: 'Cierra la sesión de este dispositivo' },
  'POST /api/auth/logout-all': { id: 'logoutAll', summary: 'Cierra la sesión en todos los dispositivos del usuario' },
  'GET /api/dev/outbox': {
    id: 'getDevOutbox',
    errors: { 404: 'Fuera de desarrollo, o la llamada no viene de este equipo.' },
    summary: 'Mensajes enviados a un teléfono (solo desarrollo, solo desde este equipo)',
  },
  'GET /api/dev/chat/phones': {
    id: 'listDevChatPhones',
    errors: { 404: 'Fuera de desarrollo, o la llamada no viene de este equipo.' },
    summary: 'Teléfonos registrados para el simulador de WhatsApp (solo desarrollo, solo desde este equipo)',
  },
  'POST /api/dev/chat': {
    id: 'sendDevChatMessage',
    errors: { 404: 'Fuera de desarrollo, o la llamada no viene de este equipo; o el teléfono no está registrado.' },
    summary: 'Envía un mensaje al coach como un teléfono registrado (solo desarrollo, solo desde este equipo)',
  },
  'POST /api/messaging/twilio/inbound': {
    id: 'receiveTwilioMessage',
    description:
      'Twilio envía el formulario firmado (application/x-www-form-urlencoded, cabecera X-Twilio-Signature); la respuesta es TwiML con la respuesta del coach, o vacía.',
    errors: {
      403: 'Firma de Twilio no válida (`code` BAD_SIGNATURE).',
      415: 'No es el formulario de Twilio (`code` UNSUPPORTED_MEDIA_TYPE).',
    },
    answers: {
      200: { media: 'text/xml', description: 'TwiML: la respuesta del coach (<Message>), o ninguna', replaces: true },
    },
    summary: 'Mensajes de WhatsApp que Twilio entrega al coach (firmados)',
  },
  'GET /api/diet-type': { id: 'listDietTypes', tag: 'user', summary: 'Tipos de dieta que la app ofrece' },
  'GET /api/diet-plates/search': {
    id: 'searchPlates',
    summary: 'Busca platos de la dieta del usuario, sin sus alergias',
  },
  'GET /api/diet-plates/strict': {
    id: 'getStrictPlan',
    errors: { 404: 'Todavía no tiene un plan semanal.' },
    tag: 'strict-plan',
    summary: 'Plan semanal vigente del usuario',
  },
  'POST /api/diet-plates/strict': {
    id: 'generateStrictPlan',
    errors: { 409: 'Falta el cuestionario o la dieta para generar el plan (`code` PLAN_NOT_READY).' },
    tag: 'strict-plan',
    summary: 'Genera un plan semanal nuevo',
  },
  'GET /api/diet-plates/strict-generated': {
    id: 'getStrictPlanGenerated',
    tag: 'strict-plan',
    summary: 'Indica si el usuario ya tiene un plan semanal',
  },
  'GET /api/diet-plates/strict/shopping-list': {
    id: 'getShoppingList',
    errors: { 404: 'Todavía no tiene un plan semanal.' },
    tag: 'strict-plan',
    summary: 'Lista de compras del plan semanal',
  },
  'GET /api/payments/sandbox/checkout/{id}': {
    id: 'showSandboxCheckout',
    answers: {
      200: { media: 'text/html', description: 'La página de pago de prueba, o «Pago realizado»', replaces: true },
      404: { media: 'text/html', description: '«Pago no encontrado»', replaces: true },
    },
    summary: 'Página de pago de prueba (solo desarrollo)',
  },
  'POST /api/payments/sandbox/checkout/{id}/pay': {
    id: 'paySandboxCheckout',
    noDefault200: true,
    answers: { 303: { media: 'redirect', description: 'Pagado: vuelve a /subscription?status=success' } },
    summary: 'Paga en la página de prueba (solo desarrollo)',
  },
  'POST /api/payments/sandbox/checkout/{id}/cancel': {
    id: 'cancelSandboxCheckout',
    noDefault200: true,
    answers: { 303: { media: 'redirect', description: 'Vuelve a /subscription?status=cancel' } },
    summary: 'Cancela la página de pago de prueba (solo desarrollo)',
  },
  'GET /api/payments/sandbox/portal/{token}': {
    id: 'showSandboxPortal',
    answers: {
      200: { media: 'text/html', description: 'La página de facturación de prueba', replaces: true },
      404: { media: 'text/html', description: '«Enlace vencido»', replaces: true },
    },
    summary: 'Página de facturación de prueba (solo desarrollo)',
  },
  'POST /api/payments/sandbox/portal/{token}/cancel': {
    id: 'cancelSandboxSubscription',
    noDefault200: true,
    answers: {
      303: {
        media: 'redirect',
        description: 'Vuelve a /subscription?status=canceled (con un enlace vencido no se cancela nada)',
      },
    },
    summary: 'Cancela la suscripción de prueba (solo desarrollo)',
  },
  'POST /api/payments/sandbox/portal/{token}/switch/{plan_type}': {
    id: 'switchSandboxPlan',
    noDefault200: true,
    answers: {
      303: { media: 'redirect', description: 'Vuelve a /subscription (con un enlace vencido no se cambia nada)' },
    },
    summary: 'Cambia la suscripción de prueba al otro plan (solo desarrollo)',
  },
  'POST /api/payments/webhook': {
    id: 'receiveStripeEvent',
    description:
      'Solo con el proveedor Stripe. Stripe firma el cuerpo (cabecera Stripe-Signature); cada evento se aplica una vez.',
    errors: { 400: 'Firma del webhook no válida (`code` BAD_SIGNATURE).' },
    answers: {
      200: {
        media: 'application/json',
        description: 'Evento recibido',
        schema: {
          type: 'object',
          properties: { received: { const: true }, result: { type: 'string' } },
          required: ['received', 'result'],
        },
      },
    },
    summary: 'Eventos firmados de Stripe',
  },
  'GET /api/payments/current-plan': {
    id: 'getCurrentPlan',
    summary: 'Plan actual del usuario (prueba o pagado) y su estado',
  },
  'POST /api/payments/create-checkout': {
    id: 'createCheckout',
    errors: {
      409: 'Ya tiene un plan pagado activo (`code` ALREADY_SUBSCRIBED); o una solicitud con la misma Idempotency-Key sigue en curso.',
    },
    summary: 'Crea un pago para un plan y devuelve su URL',
  },
  'GET /api/payments/billing-portal': {
    id: 'getBillingPortal',
    errors: { 404: 'Todavía no tiene un plan pagado (`code` NO_SUBSCRIPTION).' },
    summary: 'URL del portal de facturación',
  },
  'GET /api/preferences/recommendation-type': {
    id: 'getRecommendationType',
    summary: 'Tipo de recomendación: menú flexible o estricto',
  },
  'PUT /api/preferences/recommendation-type': {
    id: 'setRecommendationType',
    summary: 'Cambia el tipo de recomendación',
  },
  'GET /api/preferences/reminders': { id: 'getReminders', summary: 'Recordatorios activados' },
  'PUT /api/preferences/reminders': { id: 'setReminders', summary: 'Activa o desactiva recordatorios' },
  'GET /api/preferences/reminders-schedule': { id: 'getRemindersSchedule', summary: 'Horario de los recordatorios' },
  'PUT /api/preferences/reminders-schedule': {
    id: 'setRemindersSchedule',
    summary: 'Cambia el horario de los recordatorios',
  },
  'GET /api/preferences/budget-level': { id: 'getBudgetLevel', summary: 'Nivel de presupuesto del plan semanal' },
  'PUT /api/preferences/budget-level': { id: 'setBudgetLevel', summary: 'Cambia el nivel de presupuesto' },
  'GET /api/preferences/intensity': { id: 'getIntensity', summary: 'Intensidad del plan' },
  'PUT /api/preferences/intensity': { id: 'setIntensity', summary: 'Cambia la intensidad del plan' },
  'GET /api/strava/webhook/{token}': {
    id: 'verifyStravaSubscription',
    errors: {
      403: 'Token de verificación no válido (`code` BAD_VERIFY_TOKEN).',
      404: 'La ruta no lleva el secreto de la suscripción.',
    },
    answers: {
      200: {
        media: 'application/json',
        description: 'El desafío de Strava, devuelto',
        schema: { type: 'object', properties: { 'hub.challenge': { type: 'string' } }, required: ['hub.challenge'] },
      },
    },
    summary: 'Verificación de la suscripción de Strava',
  },
  'POST /api/strava/webhook/{token}': {
    id: 'receiveStravaEvent',
    errors: { 404: 'La ruta no lleva el secreto de la suscripción.' },
    answers: {
      200: {
        media: 'application/json',
        description: 'Evento recibido (Strava espera un 200)',
        schema: { type: 'object', properties: { result: { type: 'string' } }, required: ['result'] },
      },
    },
    summary: 'Eventos de Strava (actividades y autorizaciones)',
  },
  'GET /api/strava/sandbox/authorize': {
    id: 'showSandboxStravaAuthorize',
    errors: { 400: 'La dirección de regreso no es de esta aplicación (`code` INVALID_REDIRECT_URI), o falta un dato.' },
    answers: { 200: { media: 'text/html', description: 'La página de autorización de prueba', replaces: true } },
    summary: 'Página de autorización de Strava de prueba (solo desarrollo)',
  },
  'GET /api/strava/status': { id: 'getStravaStatus', summary: 'Estado de la conexión con Strava' },
  'POST /api/strava/connect': {
    id: 'connectStrava',
    errors: {
      400: 'La autorización venció o no es válida (`code` STRAVA_BAD_STATE, STRAVA_BAD_CODE).',
      409: 'Esa cuenta de Strava ya está conectada a otro usuario (`code` STRAVA_ATHLETE_TAKEN).',
      502: 'Strava no respondió (`code` STRAVA_UNAVAILABLE).',
      503: 'Strava no está configurado en este servidor, o está saturado; o el servidor se está reiniciando.',
    },
    summary: 'Conecta Strava con el código de autorización',
  },
  'GET /api/strava/connect-url': {
    id: 'getStravaConnectUrl',
    errors: {
      503: 'Strava no está configurado en este servidor (`code` STRAVA_NOT_CONFIGURED), o el servidor se está reiniciando.',
    },
    summary: 'URL para autorizar a NutriCoach en Strava',
  },
  'POST /api/strava/disconnect': {
    id: 'disconnectStrava',
    errors: { 502: 'Strava no respondió (`code` STRAVA_UNAVAILABLE).' },
    summary: 'Desconecta Strava',
  },
  'PUT /api/strava/units': {
    id: 'setStravaUnits',
    summary: 'Unidad de los entrenamientos sincronizados (minutos o kilómetros)',
  },
  'GET /api/summaries/daily': { id: 'getDailySummary', summary: 'Resumen de un día: consumo, ejercicio, peso y metas' },
  'GET /api/summaries/weekly': { id: 'getWeeklySummary', summary: 'Resumen de una semana' },
  'GET /api/summaries/weight-measurement': { id: 'listWeightMeasurements', summary: 'Historial de peso' },
  'POST /api/referrals/create-code': { id: 'createReferralCode', summary: 'Crea el código de referido del usuario' },
  'POST /api/referrals/apply-code': {
    id: 'applyReferralCode',
    errors: {
      400: 'Es su propio código (`code` OWN_REFERRAL_CODE), o un dato no es válido.',
      404: 'Ese código de referido no existe (`code` REFERRAL_CODE_NOT_FOUND).',
      409: 'Ya usó un código de referido (`code` REFERRAL_ALREADY_USED).',
    },
    summary: 'Aplica un código de referido',
  },
  'GET /api/referrals/my-stats': { id: 'getReferralStats', summary: 'Referidos del usuario y sus recompensas' },
  'GET /api/user/info': { id: 'getUserInfo', summary: 'Datos personales del usuario' },
  'PUT /api/user/info': { id: 'setUserInfo', summary: 'Guarda los datos personales' },
  'PUT /api/user/country': {
    id: 'setUserCountry',
    summary: 'Cambia el país del usuario (nombres y significado de sus alimentos)',
  },
  'GET /api/user/weight-goal': { id: 'getWeightGoal', summary: 'Meta de peso' },
  'PUT /api/user/weight-goal': { id: 'setWeightGoal', summary: 'Cambia la meta de peso' },
  'GET /api/user/objective': { id: 'getObjective', summary: 'Objetivo del usuario' },
  'PUT /api/user/objective': {
    id: 'setObjective',
    errors: { 409: 'El objetivo solo puede cambiarse cada 30 días.' },
    summary: 'Cambia el objetivo',
  },
  'POST /api/user/onboarding-completed': {
    id: 'completeOnboarding',
    summary: 'Marca el cuestionario inicial como terminado',
  },
  'PUT /api/user/diet-type': { id: 'setDietType', summary: 'Cambia el tipo de dieta' },
  'GET /api/user/diet-condition': { id: 'getDietCondition', summary: 'Condición médica de la dieta' },
  'PUT /api/user/diet-condition': { id: 'setDietCondition', summary: 'Cambia la condición médica de la dieta' },
  'PUT /api/user/deficit': { id: 'setDeficit', summary: 'Cambia el déficit calórico' },
  'GET /api/user/plan': {
    id: 'getUserPlan',
    errors: { 404: 'Falta completar el cuestionario para ver el plan.' },
    summary: 'Plan personal de tres fases y metas diarias',
  },
  'GET /api/user/expenditure': {
    id: 'getExpenditure',
    summary: 'Gasto calórico real estimado con las comidas y pesos de 4 semanas',
  },
  'POST /api/user/expenditure/adjust': {
    id: 'answerGoalAdjustment',
    errors: { 409: 'No hay un ajuste de meta disponible esta semana (`code` NO_GOAL_ADJUSTMENT).' },
    summary: "Acepta o rechaza el ajuste semanal de la meta ('Ajustar mi meta')",
  },
  'GET /api/user/export': {
    id: 'exportUserData',
    errors: { 429: 'Ya descargó sus datos varias veces en la última hora (`code` TOO_MANY_EXPORTS).' },
    answers: {
      200: {
        media: 'text/csv',
        description:
          'Sus datos: JSON (por defecto), o con format=csv los registros en CSV (UTF-8), como archivo adjunto',
      },
    },
    tag: 'account',
    summary: 'Descarga todos los datos del usuario (JSON, o CSV de registros)',
  },
  'DELETE /api/user': {
    id: 'deleteAccount',
    errors: { 502: 'No se pudo cancelar la suscripción con el proveedor de pagos: la cuenta no se eliminó.' },
    tag: 'account',
    summary: "Elimina la cuenta y sus datos (pide escribir 'Eliminar mi cuenta')",
  },
  'GET /api/user/points/summary': { id: 'getPointsSummary', tag: 'points', summary: 'Puntos del día' },
  'GET /api/user/points/week': { id: 'getPointsWeek', tag: 'points', summary: 'Puntos de la semana' },
  'GET /api/user/points/history': { id: 'getPointsHistory', tag: 'points', summary: 'Historial de puntos por semana' },
  'GET /api/user/commitment': {
    id: 'getCommitment',
    tag: 'points',
    summary: 'Nivel de compromiso, su historial y los logros',
  },
  'GET /api/challenges': { id: 'listChallenges', summary: 'Retos disponibles, activos y completados' },
  'POST /api/challenges/{id}/join': {
    id: 'joinChallenge',
    errors: {
      404: 'Ese reto no existe (`code` CHALLENGE_NOT_FOUND).',
      409: 'Ya se unió a este reto (`code` CHALLENGE_ALREADY_JOINED).',
    },
    summary: 'Unirse a un reto',
  },
  'GET /api/user/allergies-dislikes': { id: 'getAllergiesDislikes', summary: 'Alergias y alimentos que no le gustan' },
  'PUT /api/user/allergies-dislikes': {
    id: 'setAllergiesDislikes',
    summary: 'Guarda alergias y alimentos que no le gustan',
  },
  'GET /api/user/tour-completed': {
    id: 'getTourCompleted',
    summary: 'Indica si el usuario terminó el recorrido guiado',
  },
  'PUT /api/user/tour-completed': { id: 'setTourCompleted', summary: 'Marca el recorrido guiado como terminado' },
  'GET /api/user/questionnaire': { id: 'getQuestionnaire', summary: 'Respuestas del cuestionario inicial' },
  'PUT /api/user/questionnaire': { id: 'setQuestionnaire', summary: 'Guarda las respuestas del cuestionario inicial' },
  'GET /api/food-table/all': {
    id: 'getFoodTable',
    summary: 'Tabla de alimentos con la preferencia del usuario por cada uno',
  },
  'PUT /api/food-table/{foodTypeId}': {
    id: 'setFoodTaste',
    errors: { 400: 'Ese alimento no puede marcarse así (`code` FOOD_NOT_ALLOWED), o un dato no es válido.' },
    summary: 'Marca un alimento: me gusta, no me gusta o alergia',
  },
  'POST /api/logs/nutrition': {
    id: 'createNutritionLog',
    errors: { 404: 'Un alimento de `items` no existe o no es suyo (`code` FOOD_NOT_FOUND).' },
    summary: 'Registra una comida: con macros escritos o con alimentos del catálogo (items), que el servidor calcula',
  },
  'PUT /api/logs/nutrition/{id}': { id: 'updateNutritionLog', summary: 'Edita una comida' },
  'DELETE /api/logs/nutrition/{id}': { id: 'deleteNutritionLog', summary: 'Elimina una comida' },
  'PATCH /api/logs/nutrition/{id}/items/{item_id}': {
    id: 'updateMealItem',
    summary: 'Cambia la cantidad de un alimento de la comida',
  },
  'DELETE /api/logs/nutrition/{id}/items/{item_id}': {
    id: 'deleteMealItem',
    summary: 'Quita un alimento de la comida',
  },
  'POST /api/logs/copy': {
    id: 'copyLogs',
    errors: { 404: 'No hay comidas que copiar ese día.' },
    summary: 'Copia las comidas de un día (o de un tipo de comida) a otro día',
  },
  'GET /api/logs/recent': {
    id: 'listRecentLogs',
    summary: 'Comidas y alimentos recientes del usuario, para registrarlos de nuevo',
  },
  'GET /api/favorites': { id: 'listFavorites', summary: 'Alimentos y comidas favoritos del usuario' },
  'POST /api/favorites': {
    id: 'createFavorite',
    errors: { 404: 'El alimento o el registro no existe o no es suyo.' },
    summary: 'Marca como favorito un alimento o la comida de un registro',
  },
  'DELETE /api/favorites/{id}': { id: 'deleteFavorite', summary: 'Quita un favorito' },
  'POST /api/diet-plates/strict/log': {
    id: 'logStrictPlanMeal',
    errors: {
      404: 'No tiene un plan para la semana de ese día (`code` NO_PLAN).',
      409: 'Esa comida ya se registró (`code` PLAN_MEAL_ALREADY_LOGGED) o está pendiente (`code` PLAN_MEAL_PENDING).',
    },
    tag: 'strict-plan',
    summary: 'Registra como comida una comida del plan semanal (Lo comí)',
  },
  'POST /api/logs/training': { id: 'createTrainingLog', summary: 'Registra un entrenamiento' },
  'PUT /api/logs/training/{id}': { id: 'updateTrainingLog', summary: 'Edita un entrenamiento' },
  'DELETE /api/logs/training/{id}': { id: 'deleteTrainingLog', summary: 'Elimina un entrenamiento' },
  'POST /api/logs/weight': { id: 'logWeight', summary: 'Registra el peso del día' },
  'POST /api/logs/parse': {
    id: 'parseMeal',
    summary: 'Convierte la descripción de una comida en un borrador de alimentos (no registra nada)',
  },
  'GET /api/foods/search': { id: 'searchFoods', summary: 'Busca alimentos del catálogo, con sus porciones caseras' },
  'GET /api/foods/barcode/{code}': {
    id: 'getFoodByBarcode',
    tag: 'foods',
    errors: {
      400: 'El código no tiene 8, 12 o 13 números, o su dígito de control no es válido.',
      503: 'Open Food Facts no respondió o recibe demasiadas consultas nuestras (`code` FOOD_FACTS_UNAVAILABLE, FOOD_FACTS_BUSY, con Retry-After), o el servidor se está reiniciando.',
    },
    answers: {
      404: {
        media: 'application/json',
        description:
          'Nadie conoce ese código, o el producto no trae su energía (`code` BARCODE_NOT_FOUND, PRODUCT_INCOMPLETE): `prefill` trae lo que se sabe para crearlo con su etiqueta.',
        schema: { $ref: '#/components/schemas/BarcodeNotFound' },
        replaces: true,
      },
    },
    summary: 'Un producto envasado por su código de barras: tu alimento propio, o Open Food Facts (ODbL)',
  },
  'GET /api/my-foods': { id: 'listOwnFoods', summary: 'Alimentos propios del usuario, creados desde su etiqueta' },
  'POST /api/my-foods': {
    id: 'createOwnFood',

    summary: 'Crea un alimento propio desde su etiqueta (por 100 g o por porción)',
  },
  'PUT /api/my-foods/{id}': {
    id: 'updateOwnFood',
    summary: 'Cambia un alimento propio (las comidas ya registradas no cambian)',
  },
  'DELETE /api/my-foods/{id}': {
    id: 'deleteOwnFood',
    summary: 'Elimina un alimento propio (las comidas ya registradas no cambian)',
  },
  'GET /api/recipes': { id: 'listRecipes', summary: 'Recetas propias del usuario' },
  'POST /api/recipes': {
    id: 'createRecipe',
    errors: { 404: 'Un ingrediente no existe o no es suyo (`code` FOOD_NOT_FOUND).' },
    summary: 'Crea una receta propia con sus ingredientes y porciones',
  },
  'POST /api/recipes/from-log/{log_id}': {
    id: 'createRecipeFromLog',
    summary: 'Guarda como receta los alimentos de una comida registrada',
  },
  'GET /api/recipes/{id}': { id: 'getRecipe', summary: 'Una receta propia, con sus ingredientes' },
  'PUT /api/recipes/{id}': {
    id: 'updateRecipe',
    summary: 'Cambia una receta propia (las comidas ya registradas no cambian)',
  },
  'DELETE /api/recipes/{id}': {
    id: 'deleteRecipe',
    summary: 'Elimina una receta propia (las comidas ya registradas no cambian)',
  },
  // The nutritionist (issue 33, docs/professionals.md).
  'GET /api/pro/profile': {
    id: 'getProfessionalProfile',
    tag: 'professionals',
    errors: { 404: 'Aún no tiene perfil profesional (`code` NO_PROFESSIONAL_PROFILE).' },
    summary: 'Perfil profesional del usuario (nutricionista)',
  },
  'POST /api/pro/profile': {
    id: 'createProfessionalProfile',
    tag: 'professionals',
    errors: { 409: 'Ya tiene un perfil profesional (`code` PROFESSIONAL_EXISTS).' },
    summary: 'Crea el perfil profesional del usuario (no necesita suscripción)',
  },
  'PUT /api/pro/profile': {
    id: 'updateProfessionalProfile',
    tag: 'professionals',
    errors: { 404: 'Aún no tiene perfil profesional (`code` NO_PROFESSIONAL_PROFILE).' },
    summary: 'Cambia el perfil profesional',
  },
  'POST /api/pro/invites': {
    id: 'createProfessionalInvite',
    tag: 'professionals',
    errors: { 403: 'Aún no tiene perfil profesional (`code` NO_PROFESSIONAL_PROFILE).' },
    summary: 'Crea un código de invitación para un cliente (7 días, un solo uso)',
  },
  'GET /api/pro/invites': {
    id: 'listProfessionalInvites',
    tag: 'professionals',
    errors: { 403: 'Aún no tiene perfil profesional (`code` NO_PROFESSIONAL_PROFILE).' },
    summary: 'Invitaciones pendientes y usadas en los últimos 30 días',
  },
  'GET /api/user/professional/invite/{code}': {
    id: 'previewProfessionalInvite',
    tag: 'professionals',
    errors: { 410: 'El código ya se usó o venció (`code` INVITE_GONE).' },
    summary: 'Quién invita con este código, antes de aceptar compartir el diario',
  },
  'POST /api/user/professional': {
    id: 'linkProfessional',
    tag: 'professionals',
    errors: {
      400: 'El código es del propio usuario (`code` OWN_INVITE_CODE), o la solicitud no es válida.',
      404: 'El código no existe (`code` INVITE_NOT_FOUND).',
      409: 'Ya comparte su diario con un nutricionista (`code` ALREADY_LINKED).',
      410: 'El código ya se usó o venció (`code` INVITE_GONE).',
    },
    summary: 'Acepta compartir el diario con el nutricionista del código',
  },
  'GET /api/user/professional': {
    id: 'getMyProfessional',
    tag: 'professionals',
    summary: 'El nutricionista con quien comparte el diario (o null)',
  },
  'DELETE /api/user/professional': {
    id: 'unlinkProfessional',
    tag: 'professionals',
    errors: { 404: 'No comparte su diario con un nutricionista (`code` NO_PROFESSIONAL).' },
    answers: { 204: { media: 'none', description: 'Dejó de compartir: el nutricionista ya no ve nada del diario' } },
    noDefault200: true,
    summary: 'Deja de compartir el diario con su nutricionista, al instante',
  },
  'GET /api/pro/clients': {
    id: 'listProfessionalClients',
    tag: 'professionals',
    summary: 'Clientes del nutricionista, primero los que necesitan atención',
  },
  'GET /api/pro/clients/{id}': {
    id: 'getProfessionalClient',
    tag: 'professionals',
    summary: 'Datos de un cliente (nunca su teléfono)',
  },
  'GET /api/pro/clients/{id}/summaries/daily': {
    id: 'getProfessionalClientDailySummary',
    tag: 'professionals',
    summary: 'Resumen del día de un cliente (lo mismo que ve el cliente)',
  },
  'GET /api/pro/clients/{id}/summaries/weekly': {
    id: 'getProfessionalClientWeeklySummary',
    tag: 'professionals',
    summary: 'Resumen de la semana de un cliente',
  },
  'GET /api/pro/clients/{id}/summaries/weight-measurement': {
    id: 'getProfessionalClientWeights',
    tag: 'professionals',
    summary: 'Historial de peso de un cliente',
  },
  'GET /api/pro/clients/{id}/logs': {
    id: 'getProfessionalClientLogs',
    tag: 'professionals',
    summary: 'Comidas (con sus alimentos) y ejercicios de un día del cliente',
  },
  'POST /api/pro/clients/{id}/comments': {
    id: 'createProfessionalComment',
    tag: 'professionals',
    errors: {
      400: 'La comida indicada no es del cliente en ese día (`code` LOG_NOT_OF_DAY), o la solicitud no es válida.',
    },
    summary: 'Comenta un día (o una comida) del cliente y le avisa si permite recordatorios',
  },
  'GET /api/pro/clients/{id}/comments': {
    id: 'listProfessionalComments',
    tag: 'professionals',
    summary: 'Comentarios del nutricionista en un día del cliente',
  },
  'GET /api/user/comments': {
    id: 'listMyProfessionalComments',
    tag: 'professionals',
    summary: 'Comentarios de su nutricionista en un día',
  },
  'GET /api/pro/clients/{id}/messages': {
    id: 'listProfessionalMessages',
    tag: 'professionals',
    summary: 'Mensajes con un cliente, del más antiguo al más nuevo',
  },
  'POST /api/pro/clients/{id}/messages': {
    id: 'sendProfessionalMessage',
    tag: 'professionals',
    summary: 'Envía un mensaje al cliente (le llega un aviso corto con un enlace)',
  },
  'GET /api/user/professional/messages': {
    id: 'listMyProfessionalMessages',
    tag: 'professionals',
    errors: { 404: 'No comparte su diario con un nutricionista (`code` NO_PROFESSIONAL).' },
    summary: 'Mensajes con su nutricionista',
  },
  'POST /api/user/professional/messages': {
    id: 'sendMyProfessionalMessage',
    tag: 'professionals',
    errors: { 404: 'No comparte su diario con un nutricionista (`code` NO_PROFESSIONAL).' },
    summary: 'Envía un mensaje a su nutricionista (le llega un aviso corto con un enlace)',
  },
  'PUT /api/pro/clients/{id}/targets': {
    id: 'setProfessionalTargets',
    tag: 'professionals',
    errors: {
      400: 'Fuera de los límites de los objetivos de la app (`code` CALORIES_BELOW_FLOOR para las calorías bajo el mínimo), o la solicitud no es válida.',
    },
    summary: 'Pone los objetivos diarios del cliente (desde hoy, en todos sus resúmenes)',
  },
  'GET /api/pro/clients/{id}/targets': {
    id: 'getProfessionalTargets',
    tag: 'professionals',
    summary: 'Objetivos actuales del cliente puestos por el nutricionista y su historial',
  },
  'GET /api/user/targets/professional': {
    id: 'getMyProfessionalTargets',
    tag: 'professionals',
    summary: 'Objetivos puestos por su nutricionista (quién, cuándo, por qué) y su historial',
  },
  'DELETE /api/user/targets/professional': {
    id: 'resetMyProfessionalTargets',
    tag: 'professionals',
    errors: { 404: 'No tiene objetivos puestos por su nutricionista (`code` NO_PROFESSIONAL_TARGETS).' },
    answers: {
      204: { media: 'none', description: 'Volvió a los objetivos de la app (el cambio queda en el historial)' },
    },
    noDefault200: true,
    summary: 'Vuelve a los objetivos de la app',
  },
  'GET /api/pro/clients/{id}/notes': {
    id: 'getProfessionalNotes',
    tag: 'professionals',
    summary: 'Notas privadas del nutricionista sobre un cliente',
  },
  'PUT /api/pro/clients/{id}/notes': {
    id: 'saveProfessionalNotes',
    tag: 'professionals',
    summary: 'Guarda las notas privadas sobre un cliente (solo las ve el nutricionista)',
  },
};
