import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { assistantRoutes } from "./features/assistant/assistant.routes";
import { createAssistantService } from "./features/assistant/assistant.service";
import { createAccountsService } from "./features/accounts/accounts.service";
import { authRoutes } from "./features/auth/auth.routes";
import { createBankProvider } from "./features/banking/bank-provider-factory";
import { bankingRoutes } from "./features/banking/banking.routes";
import { createBankingService } from "./features/banking/banking.service";
import { registerSyncSchedule } from "./features/banking/sync-scheduler";
import { createTokenCipher } from "./features/banking/token-cipher";
import { createAuthRepository } from "./features/auth/auth.repository";
import { createAuthService } from "./features/auth/auth.service";
import {
  createPasswordHasher,
  type PasswordHasher,
} from "./features/auth/password-hasher";
import { budgetsRoutes } from "./features/budgets/budgets.routes";
import { createBudgetsRepository } from "./features/budgets/budgets.repository";
import { createBudgetsService } from "./features/budgets/budgets.service";
import { goalsRoutes } from "./features/goals/goals.routes";
import { rulesRoutes } from "./features/rules/rules.routes";
import { createRulesService } from "./features/rules/rules.service";
import { createGoalsService } from "./features/goals/goals.service";
import { importsRoutes } from "./features/imports/imports.routes";
import { createImportsService } from "./features/imports/imports.service";
import { insightsRoutes } from "./features/insights/insights.routes";
import { registerNotificationChecks } from "./features/notifications/notification-checks";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { createNotificationsService } from "./features/notifications/notifications.service";
import { reportsRoutes } from "./features/reports/reports.routes";
import { createReportsService } from "./features/reports/reports.service";
import { createInsightsService } from "./features/insights/insights.service";
import { transactionsRoutes } from "./features/transactions/transactions.routes";
import { createTransactionsService } from "./features/transactions/transactions.service";
import { dataExportRoutes } from "./features/users/data-export.routes";
import { createDataExportService } from "./features/users/data-export.service";
import { usersRoutes } from "./features/users/users.routes";
import { createUsersRepository } from "./features/users/users.repository";
import { createUsersService } from "./features/users/users.service";
import { createTokenService, registerAuthHook } from "./platform/auth";
import { strictlyIncreasing, systemClock, type Clock } from "./platform/clock";
import type { AppConfig } from "./platform/config";
import type { Db, Dialect } from "./platform/db/database";
import {
  frameworkErrors,
  registerErrorHandling,
  validatorCompiler,
} from "./platform/errors";
import { aboutRoutes, healthRoutes } from "./platform/health";
import { registerIdempotency } from "./platform/idempotency";
import { createInstanceSettings } from "./platform/instance-settings";
import { createJobs } from "./platform/jobs/create-jobs";
import type { Jobs } from "./platform/jobs/jobs";
import { createMailer } from "./platform/mail";
import { loggerOptions } from "./platform/logging";
import { registerOpenApi } from "./platform/openapi";
import { declarePlatformResponses } from "./platform/platform-responses";
import { registerSecurity } from "./platform/security";
import { generatedSecretsWarning } from "./platform/shared-secrets";
import { createSerializerCompiler } from "./platform/serializer";
import { registerSpa } from "./platform/spa";
import { fastifyTrustProxy } from "./platform/trust-proxy";

/** What `buildApp` needs besides the configuration. The app takes ownership of `db`. */
export interface AppDependencies {
  db: Db;
  dialect: Dialect;
  clock?: Clock;
  /** A prepared hasher (tests pass cheaper parameters). */
  hasher?: PasswordHasher;
  /** A pino destination or `false`; tests capture or silence logs. */
  logger?: AppLoggerOption;
  /** Parse every response with its zod schema before writing it (the test suite). */
  checkResponses?: boolean;
  /** The job mechanism; by default the one for the dialect (docs/design/jobs.md). */
  jobs?: Jobs;
}

/** Logger choice: pino options from config (default), a stream to capture lines, or off. */
export type AppLoggerOption = boolean | { stream: NodeJS.WritableStream };

/** API base path (docs/architecture.md §1). */
export const API_PREFIX = "/api/v1";

/**
 * Builds the whole application: platform plugins first, then one register line per feature.
 * Tests call this with a migrated database and never listen.
 */
export async function buildApp(
  config: AppConfig,
  deps: AppDependencies,
): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logger),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 65_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    // Behind a load balancer every peer is the balancer: TRUST_PROXY says whose X-Forwarded-For
    // names the client, so per-address limits and logs see clients, not the balancer.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  const secretsWarning = generatedSecretsWarning(config, deps.dialect);
  if (secretsWarning)
    app.log.warn({ generated: config.generatedSecrets }, secretsWarning);
  // JSON only (plus the login form's parsers in its own scope): anything else is a 415.
  app.removeContentTypeParser("text/plain");
  // Calls the contract sends without a body (contribute, sync, create-link-token) may still carry
  // `Content-Type: application/json` from a generic client: an empty body is no body, not bad
  // JSON. Anything else goes to Fastify's own parser with its prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text === "") {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    },
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({ checkResponses: deps.checkResponses ?? false }),
  );
  // Background work stops before the database closes, and starts once every feature declared it.
  const jobs =
    deps.jobs ??
    createJobs({
      dialect: deps.dialect,
      databaseUrl: config.databaseUrl,
      log: app.log,
    });
  app.addHook("onClose", () => jobs.stop());
  app.addHook("onClose", () => deps.db.destroy());
  // Features (and tests, before ready) declare their queues and schedules on `app.jobs`.
  app.decorate("jobs", jobs);
  app.addHook("onSend", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });

  const usersRepository = createUsersRepository(deps.db);
  const usersService = createUsersService({ usersRepository, clock });
  const tokens = createTokenService(config.jwtSecret, clock);
  const hasher = deps.hasher ?? (await createPasswordHasher());
  const authService = createAuthService({
    usersService,
    authRepository: createAuthRepository(deps.db),
    hasher,
    tokens,
    clock,
    limits: config.limits,
  });

  // Balances are stated and rows recorded on one strictly increasing clock (ADR 0053).
  const recordingClock = strictlyIncreasing(clock);
  const accountsService = createAccountsService({
    db: deps.db,
    clock,
    recordingClock,
    usersService,
  });
  const transactionsService = createTransactionsService({
    db: deps.db,
    clock: recordingClock,
    usersService,
  });
  const rulesService = createRulesService({
    db: deps.db,
    clock,
    accountsService,
    transactionsService,
  });
  const budgetsService = createBudgetsService({
    budgetsRepository: createBudgetsRepository(deps.db),
    transactionsService,
    usersService,
    clock,
  });
  const goalsService = createGoalsService({ db: deps.db, usersService, clock });
  const insightsService = createInsightsService({
    usersService,
    accountsService,
    transactionsService,
  });
  const reportsService = createReportsService({
    usersService,
    accountsService,
    transactionsService,
  });

  const assistantService = createAssistantService({
    usersService,
    accountsService,
    transactionsService,
    budgetsService,
    goalsService,
    ai: config.ai,
    log: (fields, message) => {
      app.log.warn(fields, message);
    },
  });

  const mailer = config.mail && createMailer(config.mail);
  if (mailer)
    app.addHook("onClose", () => {
      mailer.close();
    });
  const notificationsService = createNotificationsService({
    db: deps.db,
    clock,
    log: app.log,
    jobs,
    mailer,
    mailRetryDelaySeconds: config.mail?.retryDelaySeconds,
    appUrl: config.appUrl ?? `http://localhost:${String(config.port)}`,
    usersService,
    budgetsService,
    goalsService,
    transactionsService,
  });

  const bankingService = createBankingService({
    db: deps.db,
    provider: await createBankProvider(config, { db: deps.db, clock }),
    cipher: createTokenCipher(config.dataEncryptionKey),
    settings: createInstanceSettings(deps.db, clock),
    accountsService,
    transactionsService,
    rulesService,
    usersService,
    clock,
    recordingClock,
    log: app.log,
    jobs,
    // A sync that brought rows runs the checks a write runs; a bank in trouble is told at once.
    afterSync: (userId, since) =>
      notificationsService.afterWrite(
        userId,
        { transactions: true, budgets: false, goals: false },
        since,
      ),
    onProblem: (item) =>
      notificationsService.syncProblem(item.userId, {
        itemId: item.id,
        institutionName: item.institutionName,
        status: item.status,
        lastSuccessfulSync: item.lastSyncedAt,
      }),
  });
  await bankingService.assertTokenKey();
  registerSyncSchedule(jobs, bankingService, config.syncIntervalMinutes);

  registerErrorHandling(app);
  registerAuthHook(app, tokens, (userId) => usersService.getSession(userId));
  registerIdempotency(app, deps.db, clock);
  registerNotificationChecks(app, notificationsService, usersService, clock);
  const security = await registerSecurity(app, config);
  await registerOpenApi(app);
  declarePlatformResponses(app);

  await app.register(
    async (api) => {
      await api.register(
        aboutRoutes(config.supportEmail, mailer !== undefined),
      );
      await api.register(healthRoutes(deps.db, security.rateLimitMode));
      await api.register(authRoutes(authService, config.limits));
      await api.register(usersRoutes(usersService, authService));
      await api.register(
        dataExportRoutes(
          createDataExportService({
            db: deps.db,
            usersService,
            accountsService,
            transactionsService,
            budgetsService,
            goalsService,
            clock,
          }),
          config.limits.exportsPerHourPerUser,
        ),
      );
      await api.register(accountsRoutes(accountsService));
      await api.register(transactionsRoutes(transactionsService, rulesService));
      await api.register(rulesRoutes(rulesService, transactionsService));
      await api.register(
        importsRoutes(
          createImportsService({
            db: deps.db,
            clock,
            recordingClock,
            usersService,
            accountsService,
            transactionsService,
            rulesService,
          }),
        ),
      );
      await api.register(bankingRoutes(bankingService, config.limits));
      await api.register(budgetsRoutes(budgetsService));
      await api.register(goalsRoutes(goalsService));
      await api.register(insightsRoutes(insightsService));
      await api.register(reportsRoutes(reportsService));
      await api.register(notificationsRoutes(notificationsService));
      await api.register(
        assistantRoutes(assistantService, config.limits.chatPerMinutePerUser),
      );
    },
    { prefix: API_PREFIX },
  );

  await registerSpa(app, config.webDistDir);
  app.addHook("onReady", () => jobs.start());
  return app;
}
