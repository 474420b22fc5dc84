import type { FastifyInstance } from "fastify";
import type { Clock } from "../../platform/clock";
import type { NotificationsService } from "./notifications.service";
import type { UsersService } from "../users/users.service";

declare module "fastify" {
  interface FastifyRequest {
    /** When the request arrived: rows written since are the ones it wrote. */
    arrivedAt?: string;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Runs the notification checks after every API write that changed a person's money, whatever the
 * route: the auth check read the user's transactions, budgets and goals versions as the request
 * started (kept by triggers, ADR 0016); after a successful write they are read again, and what
 * moved says which checks run — before the response leaves, so the client that wrote sees the
 * alert on its next read. A new feature's writes are covered without a line here.
 */
export function registerNotificationChecks(
  app: FastifyInstance,
  service: Pick<NotificationsService, "afterWrite">,
  usersService: Pick<UsersService, "getSession">,
  clock: Clock,
): void {
  app.addHook("preHandler", (request, _reply, done) => {
    if (request.user && WRITES.has(request.method))
      request.arrivedAt = clock.now().toISOString();
    done();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const { user, arrivedAt } = request;
    if (!user || arrivedAt === undefined || reply.statusCode >= 300)
      return payload;
    const after = await usersService.getSession(user.id);
    if (!after) return payload;
    const parts = {
      transactions:
        after.transactionsVersion !== user.facts.transactionsVersion,
      budgets: after.budgetsVersion !== user.facts.budgetsVersion,
      goals: after.goalsVersion !== user.facts.goalsVersion,
    };
    if (parts.transactions || parts.budgets || parts.goals)
      await service.afterWrite(user.id, parts, arrivedAt);
    return payload;
  });
}
